import type { RecordRef } from '@/api/contract/refusals'
import type { AppData, LinkRecord } from '../store/store'
import { recordRefOf } from './record-ref'

/** «A», «B» — how a refusal names the records in the way, as the admin sees their titles. */
export const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ')

const kinds: Partial<Record<RecordRef['resource'], string>> = { linkLists: 'link lists' }

/** Banners and themes have no title: they are named by position, as the admin's lists and the params show them. */
const byPosition = { banners: 'Banner', themes: 'Theme' }

/** The English message of a refusal that names records per kind: `lead categories: «A»; banners: «Banner 2».` */
export function namedIn(lead: string, refs: readonly RecordRef[]): string {
  const byKind = new Map<string, string[]>()
  for (const ref of refs) {
    const kind = kinds[ref.resource] ?? ref.resource
    const name = 'title' in ref ? ref.title : `${byPosition[ref.resource]} ${String(ref.position)}`
    byKind.set(kind, [...(byKind.get(kind) ?? []), name])
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
