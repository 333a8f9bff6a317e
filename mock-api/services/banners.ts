import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import type { AppData, BannerRecord } from '../store/store'
import { appOf, byIdAscending, findById, indexOfId, listPage } from './app-data'
import type { In, Out, UpdateIn } from './operation-types'
import { ReferenceCheck } from './references'
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

export function adminList(ctx: ServiceContext, input: In<'admin.banners.list'>): Promise<Out<'admin.banners.list'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const isActive = input.filter?.isActive
    const items = app.banners.filter((b) => isActive === undefined || b.isActive === isActive).sort(byIdAscending)
    return listPage(items, input.pagination, resolver(app, 'admin').banner)
  })
}

export function adminGet(ctx: ServiceContext, input: In<'admin.banners.get'>): Promise<Out<'admin.banners.get'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return resolver(app, 'admin').banner(findById(app.banners, input.id))
  })
}

export function create(ctx: ServiceContext, input: In<'admin.banners.create'>): Promise<Out<'admin.banners.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: BannerRecord = { ...bannerFields(app, input), id: nextId(app, 'banners') }
    app.banners.push(record)
    return resolver(app, 'admin').banner(record)
  })
}

export function update(ctx: ServiceContext, input: UpdateIn<'banners'>): Promise<Out<'admin.banners.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.banners, input.id)
    const record: BannerRecord = { ...bannerFields(app, input), id: input.id }
    app.banners[index] = record
    return resolver(app, 'admin').banner(record)
  })
}

export function remove(ctx: ServiceContext, input: In<'admin.banners.delete'>): Promise<Out<'admin.banners.delete'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    app.banners.splice(indexOfId(app.banners, input.id), 1)
    return null
  })
}

function bannerFields(app: AppData, input: In<'admin.banners.create'>): Omit<BannerRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.file(input.imageId, 'image', 'imageId')
  check.links(input.links)
  check.throwIfAny()
  return { isActive: input.isActive, imageId: input.imageId, links: input.links }
}
