import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import type { AppData, MaterialRecord } from '../store/store'
import { appOf, byIdAscending, containsText, findById, indexOfId, listPage } from './app-data'
import type { In, Out, UpdateIn } from './operation-types'
import { ReferenceCheck } from './references'
import { resolver } from './resolve'

export function adminList(ctx: ServiceContext, input: In<'admin.materials.list'>): Promise<Out<'admin.materials.list'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const filter = input.filter ?? {}
    const items = app.materials
      .filter((m) =>
        (filter.isActive === undefined || m.isActive === filter.isActive)
        && (filter.displayType === undefined || m.displayType === filter.displayType)
        && containsText(m.title, filter.title))
      .sort(byIdAscending)
    const r = resolver(app, 'admin')
    return listPage(items, input.pagination, (m) => r.material(m))
  })
}

export function adminGet(ctx: ServiceContext, input: In<'admin.materials.get'>): Promise<Out<'admin.materials.get'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return resolver(app, 'admin').material(findById(app.materials, input.id))
  })
}

export function create(ctx: ServiceContext, input: In<'admin.materials.create'>): Promise<Out<'admin.materials.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: MaterialRecord = { ...materialFields(app, input), id: nextId(app, 'materials') }
    app.materials.push(record)
    return resolver(app, 'admin').material(record)
  })
}

export function update(ctx: ServiceContext, input: UpdateIn<'materials'>): Promise<Out<'admin.materials.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.materials, input.id)
    const record: MaterialRecord = { ...materialFields(app, input), id: input.id }
    app.materials[index] = record
    return resolver(app, 'admin').material(record)
  })
}

/** The material also leaves every category, section and link list that listed it. */
export function remove(ctx: ServiceContext, input: In<'admin.materials.delete'>): Promise<Out<'admin.materials.delete'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    app.materials.splice(indexOfId(app.materials, input.id), 1)
    const without = (ids: number[]) => ids.filter((id) => id !== input.id)
    for (const category of app.categories) category.materialIds = without(category.materialIds)
    for (const section of app.sections) section.materialIds = without(section.materialIds)
    for (const linkList of app.linkLists) linkList.materialIds = without(linkList.materialIds)
    return null
  })
}

function materialFields(app: AppData, input: In<'admin.materials.create'>): Omit<MaterialRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.file(input.imageId, 'image', 'imageId')
  check.file(input.iconId, 'icon', 'iconId')
  check.links(input.links)
  check.throwIfAny()
  return {
    title: input.title, description: input.description, isActive: input.isActive, displayType: input.displayType,
    imageId: input.imageId, iconId: input.iconId, links: input.links,
  }
}
