import type { ServiceContext } from '../context'
import type { AppData, BannerRecord } from '../store/store'
import { appOf, byIdAscending, listPage } from './app-data'
import type { In, Out } from './operation-types'
import { ReferenceCheck } from './references'
import { resourceService } from './resource'
import { resolver } from './resolve'

/** Active banners for Home. A banner whose image was deleted has nothing to show, so it is left out. */
export function list(ctx: ServiceContext, input: In<'banners.list'>): Promise<Out<'banners.list'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const items = app.banners.filter((b) => b.isActive && b.imageId !== null).sort(byIdAscending)
    const r = resolver(app, 'visitor')
    return listPage(items, input.pagination, r.banner)
  })
}

export const adminBanners = resourceService({
  resource: 'banners',
  view: (app, record) => resolver(app, 'admin').banner(record),
  fields: bannerFields,
  matches: (banner, filter) => filter.isActive === undefined || banner.isActive === filter.isActive,
})

function bannerFields(app: AppData, input: In<'admin.banners.create'>): Omit<BannerRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.file(input.imageId, 'image', 'imageId')
  check.links(input.links)
  check.throwIfAny()
  return { isActive: input.isActive, imageId: input.imageId, links: input.links }
}
