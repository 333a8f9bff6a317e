import type { ServiceContext } from '../context'
import type { AppData, SectionRecord } from '../store/store'
import { appOf, containsText, detach, listPage, unique } from './app-data'
import type { In, Out } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { audienceFields } from './audience'
import { ANONYMOUS, byOrder, resolver, type Presence, type ReadAs } from './resolve'
import { shareableField } from './schedule'
import { readableItem } from './visitor-access'

type ListInput = In<'sections.list'>

export function list(ctx: ServiceContext, input: ListInput): Promise<Out<'sections.list'>> {
  return ctx.store.read((data) => listOf(appOf(data, ctx.appKey), 'visitor', input, ctx.now(), ctx.viewer))
}

/**
 * A section with its materials (active ones for visitors): 404 when it is hidden from the caller,
 * 403 members_only when it, or every category that lists it, is closed to them.
 */
export function get(ctx: ServiceContext, input: In<'sections.get'>): Promise<Out<'sections.get'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return resolver(app, 'visitor', ctx.now(), ctx.viewer).section(readableItem(ctx, app, 'section', input.id), true)
  })
}

export const adminSections = resourceService({
  resource: 'sections',
  view: (app, record) => resolver(app, 'admin').section(record, true),
  fields: (app, input, current) => ({ ...sectionFields(app, input, current), ...shareableField(input, current) }),
  list: (app, input, now) => listOf(app, 'admin', input, now),
  /** The section also leaves every category that listed it. */
  onRemove: (app, section) => detach(app.categories, 'sectionIds', section.id),
})

/**
 * With filter[categoryId], the category's sections in its order (none while the category is closed
 * to the viewer: they are what it holds); otherwise all sections by `order`. For visitors, a section
 * hidden from them, or closed with every category that lists it, is left out; a locked one is a
 * stub, which a filter on what it holds (`filter[material_id]`) never matches.
 */
function listOf(app: AppData, as: ReadAs, input: ListInput, now: Date, viewer = ANONYMOUS) {
  const r = resolver(app, as, now, viewer)
  const filter = input.filter ?? {}
  let items: SectionRecord[]
  let found: (section: SectionRecord) => Presence | null
  if (filter.categoryId === undefined) {
    found = r.sectionInList
    items = [...app.sections].sort(byOrder)
  } else {
    const category = app.categories.find((c) => c.id === filter.categoryId)
    const open = category !== undefined && r.categoryRead(category) === 'open'
    found = r.sectionPresence
    items = open ? category.sectionIds.flatMap((id) => app.sections.find((s) => s.id === id) ?? []) : []
  }
  const presence = new Map(items.map((s) => [s.id, found(s)]))
  items = items.filter((s) => presence.get(s.id) != null)
  const locked = (s: SectionRecord) => presence.get(s.id)?.locked === true
  if (filter.title !== undefined) items = items.filter((s) => containsText(s.title, filter.title))
  if (filter.roadType !== undefined) items = items.filter((s) => s.roadType === filter.roadType)
  const materialId = filter.materialId
  if (materialId !== undefined) {
    items = items.filter((s) => !locked(s) && r.materialNotHidden(materialId) && s.materialIds.includes(materialId))
  }
  const include: readonly string[] = input.include ?? []
  const withMaterials = include.includes('materials')
  return listPage(items, input.pagination, (s) => r.section(s, withMaterials, presence.get(s.id) ?? undefined))
}

function sectionFields(app: AppData, input: In<'admin.sections.create'>, current: SectionRecord | null): Omit<SectionRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.ids('materials', input.materialIds, 'materialIds')
  check.links(input.links)
  check.throwIfAny()
  return {
    order: input.order,
    title: input.title,
    roadType: input.roadType,
    materialIds: unique(input.materialIds),
    links: input.links,
    ...audienceFields(input, current),
  }
}
