import { HttpProblem } from '../errors'
import type { AppData, LinkRecord } from '../store/store'

/** «A», «B» — how a refusal names the records in the way, as the admin sees their titles. */
export const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ')

/** A 409 that names, per kind, the records that keep a delete from happening. */
export function conflict(lead: string, usedBy: Record<string, readonly string[]>): HttpProblem {
  const parts = Object.entries(usedBy)
    .filter(([, names]) => names.length > 0)
    .map(([kind, names]) => `${kind}: ${quoted(names)}`)
  return new HttpProblem(409, `${lead} ${parts.join('; ')}.`)
}

/** The records of `app` whose links open popup `popupId`, by kind, by their admin names. */
export function popupUsers(app: AppData, popupId: number, exceptButtonIds: ReadonlySet<number> = new Set()) {
  const opens = (links: readonly LinkRecord[]) => links.some((link) => link.popupId === popupId)
  return {
    categories: app.categories.filter((c) => opens(c.links)).map((c) => c.title),
    sections: app.sections.filter((s) => opens(s.links)).map((s) => s.title),
    materials: app.materials.filter((m) => opens(m.links)).map((m) => m.title),
    buttons: app.buttons.filter((b) => !exceptButtonIds.has(b.id) && opens(b.links)).map((b) => b.text),
    banners: app.banners.filter((b) => opens(b.links)).map((b) => `#${String(b.id)}`),
  }
}
