import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import type { AppData, LinkRecord, PopupRecord } from '../store/store'
import { appOf, byIdAscending, findById, indexOfId, listPage, unique } from './app-data'
import type { In, Out, UpdateIn } from './operation-types'
import { ReferenceCheck } from './references'
import { resolver } from './resolve'

export function adminList(ctx: ServiceContext, input: In<'admin.popups.list'>): Promise<Out<'admin.popups.list'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return listPage([...app.popups].sort(byIdAscending), input.pagination, resolver(app, 'admin').popup)
  })
}

export function adminGet(ctx: ServiceContext, input: In<'admin.popups.get'>): Promise<Out<'admin.popups.get'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return resolver(app, 'admin').popup(findById(app.popups, input.id))
  })
}

export function create(ctx: ServiceContext, input: In<'admin.popups.create'>): Promise<Out<'admin.popups.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: PopupRecord = { ...popupFields(app, input), id: nextId(app, 'popups') }
    app.popups.push(record)
    return resolver(app, 'admin').popup(record)
  })
}

export function update(ctx: ServiceContext, input: UpdateIn<'popups'>): Promise<Out<'admin.popups.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.popups, input.id)
    const record: PopupRecord = { ...popupFields(app, input), id: input.id }
    app.popups[index] = record
    return resolver(app, 'admin').popup(record)
  })
}

/**
 * Links that opened the popup stay in place as external links without a popup (their urls,
 * usually null, are kept), so an admin sees the gap in the form instead of losing the link.
 */
export function remove(ctx: ServiceContext, input: In<'admin.popups.delete'>): Promise<Out<'admin.popups.delete'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    app.popups.splice(indexOfId(app.popups, input.id), 1)
    const unlink = (link: LinkRecord) => {
      if (link.popupId !== input.id) return
      link.popupId = null
      if (link.linkType === 'popup') link.linkType = 'external'
    }
    for (const owner of [...app.categories, ...app.sections, ...app.materials, ...app.buttons, ...app.banners]) {
      owner.links.forEach(unlink)
    }
    return null
  })
}

function popupFields(app: AppData, input: In<'admin.popups.create'>): Omit<PopupRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.file(input.imageId, 'image', 'imageId')
  check.ids('texts', input.textIds, 'textIds')
  check.ids('buttons', input.buttonIds, 'buttonIds')
  check.ids('linkLists', input.linkListIds, 'linkListIds')
  check.throwIfAny()
  return {
    name: input.name, title: input.title, titleAlign: input.titleAlign, imageId: input.imageId,
    textIds: unique(input.textIds), buttonIds: unique(input.buttonIds), linkListIds: unique(input.linkListIds),
  }
}
