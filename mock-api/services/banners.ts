import { scheduleStateAt } from '@/api/contract/plain/schedule-state'
import type { ServiceContext } from '../context'
import type { AppData, BannerRecord } from '../store/store'
import { appOf, findById, listPage } from './app-data'
import type { In, Out } from './operation-types'
import { ReferenceCheck } from './references'
import { resourceService } from './resource'
import { resolver } from './resolve'
import { scheduleFields } from './schedule'
import { orderVersionOf, raiseOrderVersion, versionOf } from './versions'
import { runOrderCall } from './order-call'

/**
 * Banners keep their order as their place in the stored array: a new banner goes last, an update
 * keeps its place, `order` rearranges the array.
 */

/**
 * Active banners inside their window, for Home, in their order. A banner whose image was deleted has
 * nothing to show, so it is left out.
 */
export function list(ctx: ServiceContext, input: In<'banners.list'>): Promise<Out<'banners.list'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const r = resolver(app, 'visitor', ctx.now())
    const items = app.banners.filter((b) => r.shown(b) && b.imageId !== null)
    return listPage(items, input.pagination, r.banner)
  })
}

export const adminBanners = resourceService({
  resource: 'banners',
  view: (app, record) => resolver(app, 'admin').banner(record),
  fields: bannerFields,
  orderedList: 'banners',
  list: (app, input, now) => {
    const { isActive, schedule } = input.filter ?? {}
    const items = app.banners.filter(
      (banner) =>
        (isActive === undefined || banner.isActive === isActive) && (schedule === undefined || scheduleStateAt(banner, now) === schedule),
    )
    return listPage(items, input.pagination, resolver(app, 'admin').banner)
  },
})

/**
 * POST /admin/banners/order: the ids must be exactly the app's banners, each once. Refused (409
 * edit_conflict) when it names another `orderVersion` than the list's.
 */
export function order(ctx: ServiceContext, input: In<'admin.banners.order'>): Promise<Out<'admin.banners.order'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const views = () => app.banners.map((b) => ({ ...resolver(app, 'admin').banner(b), version: versionOf(b) }))
    runOrderCall(app, ctx, {
      resource: 'banners',
      list: 'banners',
      recordId: null,
      version: { sent: input.orderVersion, stored: orderVersionOf(app, 'banners') },
      answer: views,
      members: app.banners.map((b) => b.id),
      ids: input.bannersOrder,
      field: 'bannersOrder',
      mismatch: 'The ids must be exactly the banners, each once.',
      apply: () => {
        app.banners = input.bannersOrder.map((id) => findById(app.banners, id))
        raiseOrderVersion(app, 'banners')
      },
    })
    return views()
  })
}

function bannerFields(app: AppData, input: In<'admin.banners.create'>): Omit<BannerRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.file(input.imageId, 'image', 'imageId')
  check.links(input.links)
  check.throwIfAny()
  return { isActive: input.isActive, imageId: input.imageId, links: input.links, ...scheduleFields(input) }
}
