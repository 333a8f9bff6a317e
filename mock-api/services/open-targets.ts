import type { OpenTarget } from '@/api/contract/events'
import { idIndex } from '../store/id-index'
import type { AppData, LocalLinkRecord } from '../store/store'

/** How a counted item is keyed in a day's counters: `material:12`. */
export const itemKey = (target: OpenTarget, id: number) => `${target}:${String(id)}`

export function parseItemKey(key: string): { target: OpenTarget; id: number } {
  const at = key.lastIndexOf(':')
  return { target: key.slice(0, at) as OpenTarget, id: Number(key.slice(at + 1)) }
}

const localLinkIndexes = new WeakMap<AppData['linkLists'], ReadonlyMap<number, LocalLinkRecord>>()

/** Local links by id across the hub's link lists; built once per committed (frozen) version of the lists. */
function localLinks(app: AppData): ReadonlyMap<number, LocalLinkRecord> {
  const known = localLinkIndexes.get(app.linkLists)
  if (known) return known
  const index = new Map(app.linkLists.flatMap((list) => list.localLinks.map((link) => [link.id, link] as const)))
  if (Object.isFrozen(app.linkLists)) localLinkIndexes.set(app.linkLists, index)
  return index
}

/**
 * The title of the record an open names, as the admin knows it; `undefined` when the hub has no
 * such record, `null` when the record has no title (banners).
 */
export function openTargetTitle(app: AppData, target: OpenTarget, id: number): string | null | undefined {
  switch (target) {
    case 'category':
      return idIndex(app.categories).get(id)?.title
    case 'section':
      return idIndex(app.sections).get(id)?.title
    case 'material':
      return idIndex(app.materials).get(id)?.title
    case 'banner': {
      // The admin's own name for it (issue 30), null without one: the screen names it by its place.
      const banner = idIndex(app.banners).get(id)
      return banner ? banner.name : undefined
    }
    case 'button':
      return idIndex(app.buttons).get(id)?.text
    case 'local_link':
      return localLinks(app).get(id)?.title
  }
}
