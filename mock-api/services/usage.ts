import type { RecordRef } from '@/api/contract/refusals'
import type { AppData, LinkRecord } from '../store/store'
import { recordRefOf } from './record-ref'

/** «A», «B» — how a refusal names the records in the way, as the admin sees their titles. */
export const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ')

const kinds: Partial<Record<RecordRef['resource'], string>> = { linkLists: 'link lists' }

/**
 * The English message of a refusal that names records per kind: `lead categories: «A»; banners: «#7».`
 * (the wording other clients have read since before refusals had codes; the params name banners by position).
 */
export function namedIn(lead: string, refs: readonly RecordRef[]): string {
  const byKind = new Map<string, string[]>()
  for (const ref of refs) {
    const kind = kinds[ref.resource] ?? ref.resource
    byKind.set(kind, [...(byKind.get(kind) ?? []), 'title' in ref ? ref.title : `#${String(ref.id)}`])
  }
  return `${lead} ${[...byKind].map(([kind, names]) => `${kind}: ${quoted(names)}`).join('; ')}.`
}

/** The records of `app` whose links open popup `popupId`, as the admin sees them. */
export function popupUsers(app: AppData, popupId: number, exceptButtonIds: ReadonlySet<number> = new Set()): RecordRef[] {
  const opens = (links: readonly LinkRecord[]) => links.some((link) => link.popupId === popupId)
  return [
    ...app.categories.filter((c) => opens(c.links)).map((c) => recordRefOf(app, 'categories', c)),
    ...app.sections.filter((s) => opens(s.links)).map((s) => recordRefOf(app, 'sections', s)),
    ...app.materials.filter((m) => opens(m.links)).map((m) => recordRefOf(app, 'materials', m)),
    ...app.buttons.filter((b) => !exceptButtonIds.has(b.id) && opens(b.links)).map((b) => recordRefOf(app, 'buttons', b)),
    ...app.banners.filter((b) => opens(b.links)).map((b) => recordRefOf(app, 'banners', b)),
  ]
}
