import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import type { AppData, SectionRecord } from '../store/store'
import { appOf, findById, indexOfId, listPage, unique } from './app-data'
import type { In, Out, UpdateIn } from './operation-types'
import { ReferenceCheck } from './references'
import { byOrder, resolver, type Audience } from './resolve'

type ListInput = In<'sections.list'>

export function list(ctx: ServiceContext, input: ListInput): Promise<Out<'sections.list'>> {
  return ctx.store.read((data) => listOf(appOf(data, ctx.appKey), 'visitor', input))
}

/** A section with its materials (active ones for visitors). */
export function get(ctx: ServiceContext, input: In<'sections.get'>): Promise<Out<'sections.get'>> {
  return ctx.store.read((data) => getOne(appOf(data, ctx.appKey), 'visitor', input.id))
}

export function adminList(ctx: ServiceContext, input: In<'admin.sections.list'>): Promise<Out<'admin.sections.list'>> {
  return ctx.store.read((data) => listOf(appOf(data, ctx.appKey), 'admin', input))
}

export function adminGet(ctx: ServiceContext, input: In<'admin.sections.get'>): Promise<Out<'admin.sections.get'>> {
  return ctx.store.read((data) => getOne(appOf(data, ctx.appKey), 'admin', input.id))
}

export function create(ctx: ServiceContext, input: In<'admin.sections.create'>): Promise<Out<'admin.sections.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: SectionRecord = { ...sectionFields(app, input), id: nextId(app, 'sections') }
    app.sections.push(record)
    return resolver(app, 'admin').section(record, true)
  })
}

export function update(ctx: ServiceContext, input: UpdateIn<'sections'>): Promise<Out<'admin.sections.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.sections, input.id)
    const record: SectionRecord = { ...sectionFields(app, input), id: input.id }
    app.sections[index] = record
    return resolver(app, 'admin').section(record, true)
  })
}

/** The section also leaves every category that listed it. */
export function remove(ctx: ServiceContext, input: In<'admin.sections.delete'>): Promise<Out<'admin.sections.delete'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    app.sections.splice(indexOfId(app.sections, input.id), 1)
    for (const category of app.categories) category.sectionIds = category.sectionIds.filter((id) => id !== input.id)
    return null
  })
}

function getOne(app: AppData, audience: Audience, id: number) {
  return resolver(app, audience).section(findById(app.sections, id), true)
}

/** With filter[categoryId], the category's sections in its order; otherwise all sections by `order`. */
function listOf(app: AppData, audience: Audience, input: ListInput) {
  const r = resolver(app, audience)
  const filter = input.filter ?? {}
  let items: SectionRecord[]
  if (filter.categoryId === undefined) {
    items = [...app.sections].sort(byOrder)
  } else {
    const category = app.categories.find((c) => c.id === filter.categoryId)
    items = category && r.categoryShown(category)
      ? category.sectionIds.flatMap((id) => app.sections.find((s) => s.id === id) ?? [])
      : []
  }
  if (filter.roadType !== undefined) items = items.filter((s) => s.roadType === filter.roadType)
  const include: readonly string[] = input.include ?? []
  const withMaterials = include.includes('materials')
  return listPage(items, input.pagination, (s) => r.section(s, withMaterials))
}

function sectionFields(app: AppData, input: In<'admin.sections.create'>): Omit<SectionRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.ids('materials', input.materialIds, 'materialIds')
  check.links(input.links)
  check.throwIfAny()
  return { order: input.order, title: input.title, roadType: input.roadType, materialIds: unique(input.materialIds), links: input.links }
}
