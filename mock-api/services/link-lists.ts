import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import type { AppData, LinkListRecord } from '../store/store'
import { appOf, byIdAscending, findById, indexOfId, listPage, unique } from './app-data'
import type { In, Out, UpdateIn } from './operation-types'
import { ReferenceCheck } from './references'
import { resolver } from './resolve'

export function adminList(ctx: ServiceContext, input: In<'admin.linkLists.list'>): Promise<Out<'admin.linkLists.list'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const type = input.filter?.type
    const items = app.linkLists.filter((l) => type === undefined || l.type === type).sort(byIdAscending)
    const r = resolver(app, 'admin')
    return listPage(items, input.pagination, (l) => r.linkList(l))
  })
}

export function adminGet(ctx: ServiceContext, input: In<'admin.linkLists.get'>): Promise<Out<'admin.linkLists.get'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return resolver(app, 'admin').linkList(findById(app.linkLists, input.id))
  })
}

export function create(ctx: ServiceContext, input: In<'admin.linkLists.create'>): Promise<Out<'admin.linkLists.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: LinkListRecord = { id: nextId(app, 'linkLists'), ...linkListFields(app, input, []) }
    app.linkLists.push(record)
    return resolver(app, 'admin').linkList(record)
  })
}

export function update(ctx: ServiceContext, input: UpdateIn<'linkLists'>): Promise<Out<'admin.linkLists.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.linkLists, input.id)
    const current = app.linkLists[index] as LinkListRecord
    const record: LinkListRecord = { id: input.id, ...linkListFields(app, input, current.localLinks.map((l) => l.id)) }
    app.linkLists[index] = record
    return resolver(app, 'admin').linkList(record)
  })
}

/** The list also leaves every popup that showed it. */
export function remove(ctx: ServiceContext, input: In<'admin.linkLists.delete'>): Promise<Out<'admin.linkLists.delete'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    app.linkLists.splice(indexOfId(app.linkLists, input.id), 1)
    for (const popup of app.popups) popup.linkListIds = popup.linkListIds.filter((id) => id !== input.id)
    return null
  })
}

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
  const localLinks = isMaterials ? [] : input.localLinks.map((l) => {
    const id = l.id !== undefined && own.has(l.id) && !taken.has(l.id) ? l.id : nextId(app, 'localLinks')
    taken.add(id)
    return { id, title: l.title, url: l.url, iconId: l.iconId }
  })
  return {
    title: input.title, titleAlign: input.titleAlign, type: input.type,
    materialIds: isMaterials ? unique(input.materialIds) : [], localLinks,
  }
}
