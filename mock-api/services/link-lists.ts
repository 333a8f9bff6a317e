import { nextId } from '../store/next-id'
import type { AppData, LinkListRecord } from '../store/store'
import { detach, unique } from './app-data'
import type { In } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { resolver } from './resolve'

export const adminLinkLists = resourceService({
  resource: 'linkLists',
  view: (app, record) => resolver(app, 'admin').linkList(record),
  fields: (app, input, current) => linkListFields(app, input, current?.localLinks.map((l) => l.id) ?? []),
  matches: (linkList, filter) =>
    (filter.type === undefined || linkList.type === filter.type) &&
    (filter.materialId === undefined || linkList.materialIds.includes(filter.materialId)),
  /** The list also leaves every popup that showed it. */
  onRemove: (app, linkList) => detach(app.popups, 'linkListIds', linkList.id),
})

/**
 * Local links keep an id they already had in this list; new ones get a fresh one. A list keeps only
 * what its type shows (materials or local links), so switching types leaves nothing stale behind.
 */
function linkListFields(app: AppData, input: In<'admin.linkLists.create'>, ownLinkIds: number[]): Omit<LinkListRecord, 'id'> {
  const check = new ReferenceCheck(app)
  const isMaterials = input.type === 'materials'
  if (isMaterials) check.ids('materials', input.materialIds, 'materialIds')
  else input.localLinks.forEach((l, index) => check.file(l.iconId, 'icon', `localLinks.${String(index)}.iconId`))
  check.throwIfAny()

  const own = new Set(ownLinkIds)
  const taken = new Set<number>()
  const localLinks = isMaterials
    ? []
    : input.localLinks.map((l) => {
        const id = l.id !== undefined && own.has(l.id) && !taken.has(l.id) ? l.id : nextId(app, 'localLinks')
        taken.add(id)
        return { id, title: l.title, url: l.url, iconId: l.iconId }
      })
  return {
    title: input.title,
    titleAlign: input.titleAlign,
    type: input.type,
    materialIds: isMaterials ? unique(input.materialIds) : [],
    localLinks,
  }
}
