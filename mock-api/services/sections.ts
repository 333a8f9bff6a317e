import type { ServiceContext } from '../context'
import type { AppData, SectionRecord } from '../store/store'
import { appOf, detach, listPage, unique } from './app-data'
import type { In, Out } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { byOrder, resolver, type Audience } from './resolve'
import { shareableField } from './schedule'
import { readableItem } from './visitor-access'

type ListInput = In<'sections.list'>

export function list(ctx: ServiceContext, input: ListInput): Promise<Out<'sections.list'>> {
  return ctx.store.read((data) => listOf(appOf(data, ctx.appKey), 'visitor', input, ctx.now()))
}

/** A section with its materials (active ones for visitors). */
export function get(ctx: ServiceContext, input: In<'sections.get'>): Promise<Out<'sections.get'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return resolver(app, 'visitor', ctx.now()).section(readableItem(ctx, app, 'section', input.id), true)
  })
}

export const adminSections = resourceService({
  resource: 'sections',
  view: (app, record) => resolver(app, 'admin').section(record, true),
  fields: (app, input, current) => ({ ...sectionFields(app, input), ...shareableField(input, current) }),
  list: (app, input, now) => listOf(app, 'admin', input, now),
  /** The section also leaves every category that listed it. */
  onRemove: (app, section) => detach(app.categories, 'sectionIds', section.id),
})

/** With filter[categoryId], the category's sections in its order; otherwise all sections by `order`. */
function listOf(app: AppData, audience: Audience, input: ListInput, now: Date) {
  const r = resolver(app, audience, now)
  const filter = input.filter ?? {}
  let items: SectionRecord[]
  if (filter.categoryId === undefined) {
    items = [...app.sections].sort(byOrder)
  } else {
    const category = app.categories.find((c) => c.id === filter.categoryId)
    items = category && r.categoryShown(category) ? category.sectionIds.flatMap((id) => app.sections.find((s) => s.id === id) ?? []) : []
  }
  if (filter.roadType !== undefined) items = items.filter((s) => s.roadType === filter.roadType)
  if (filter.materialId !== undefined) items = items.filter((s) => s.materialIds.includes(filter.materialId as number))
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
