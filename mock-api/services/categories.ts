import { scheduleStateAt } from '@/api/contract/plain/schedule-state'
import { refused } from '../errors'
import type { ServiceContext } from '../context'
import type { AppData, CategoryRecord } from '../store/store'
import { appOf, containsText, findById, listPage, unique } from './app-data'
import type { In, Out } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { byOrder, resolver, type Audience, type CategoryInclude } from './resolve'
import { scheduleFields, shareableField } from './schedule'
import { quoted } from './usage'
import { recordRefOf } from './record-ref'
import { orderVersionOf, raiseOrderVersion, versionOf } from './versions'
import { readableItem } from './visitor-access'
import { runOrderCall } from './order-call'

type ListInput = In<'admin.categories.list'>

export function list(ctx: ServiceContext, input: In<'categories.list'>): Promise<Out<'categories.list'>> {
  return ctx.store.read((data) => listOf(appOf(data, ctx.appKey), 'visitor', input, ctx.now()))
}

export function get(ctx: ServiceContext, input: In<'categories.get'>): Promise<Out<'categories.get'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const record = readableItem(ctx, app, 'category', input.id)
    return resolver(app, 'visitor', ctx.now()).category(record, new Set(input.include))
  })
}

export const adminCategories = resourceService({
  resource: 'categories',
  view: (app, record) => resolver(app, 'admin').category(record, new Set()),
  /** A new category goes last among its siblings; one that keeps its parent keeps its place. */
  fields: (app, input, current) => {
    const fields = { ...categoryFields(app, input, current?.id ?? null), ...shareableField(input, current) }
    const order = current && fields.parentId === current.parentId ? current.order : nextOrder(app, fields.parentId)
    return { ...fields, order }
  },
  list: (app, input, now) => listOf(app, 'admin', input, now),
  orderedList: 'categories',
  /**
   * Its own sections (listed by no other category: they are edited inside it) go with it, in the
   * same write, so its delete entry holds them and a restore brings them back with it. Materials,
   * and sections other categories list too, stay.
   */
  onRemove: (app, category) => {
    const subcategories = app.categories.filter((c) => c.parentId === category.id).sort(byOrder)
    if (subcategories.length > 0) {
      throw refused('Delete or move its subcategories first.', {
        code: 'category_has_subcategories',
        params: {
          category: recordRefOf(app, 'categories', category),
          subcategories: subcategories.map((c) => recordRefOf(app, 'categories', c)),
        },
      })
    }
    const shared = new Set(app.categories.filter((c) => c.id !== category.id).flatMap((c) => c.sectionIds))
    const own = new Set(category.sectionIds.filter((id) => !shared.has(id)))
    if (own.size > 0) app.sections = app.sections.filter((section) => !own.has(section.id))
  },
})

/**
 * POST /admin/categories/order: Home's order. Refused (409 edit_conflict) when it names another
 * `orderVersion` than the list's; members' own versions stay (their forms do not edit their place).
 */
export function order(ctx: ServiceContext, input: In<'admin.categories.order'>): Promise<Out<'admin.categories.order'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const roots = () => app.categories.filter((c) => c.parentId === null).sort(byOrder)
    const views = () => roots().map((c) => adminView(app, c))
    runOrderCall(app, ctx, {
      resource: 'categories',
      list: 'categories',
      recordId: null,
      version: { sent: input.orderVersion, stored: orderVersionOf(app, 'categories') },
      answer: views,
      members: roots().map((c) => c.id),
      ids: input.categoriesOrder,
      field: 'categoriesOrder',
      mismatch: 'The ids must be exactly the root categories, each once.',
      apply: () => {
        input.categoriesOrder.forEach((id, position) => {
          findById(app.categories, id).order = position
        })
        raiseOrderVersion(app, 'categories')
      },
    })
    return views()
  })
}

/**
 * POST /admin/categories/{id}/{name}/order: the order is the category's, so it raises the category's
 * version, and a stale `version` is refused (409 edit_conflict) as an update's would be.
 */
export function orderItems(ctx: ServiceContext, input: In<'admin.categories.orderItems'>): Promise<Out<'admin.categories.orderItems'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record = findById(app.categories, input.id)
    const members =
      input.name === 'materials'
        ? record.materialIds
        : input.name === 'sections'
          ? record.sectionIds
          : resolver(app, 'admin')
              .childrenOf(record.id)
              .map((c) => c.id)
    runOrderCall(app, ctx, {
      resource: 'categories',
      list: input.name,
      recordId: record.id,
      version: { sent: input.version, stored: versionOf(record) },
      answer: () => adminView(app, record, input.name),
      members,
      ids: input.ids,
      field: 'ids',
      mismatch: `The ids must be exactly the category's ${input.name}, each once.`,
      apply: () => {
        if (input.name === 'materials') record.materialIds = [...input.ids]
        else if (input.name === 'sections') record.sectionIds = [...input.ids]
        else
          input.ids.forEach((id, position) => {
            findById(app.categories, id).order = position
          })
        record.version = versionOf(record) + 1
      },
    })
    return adminView(app, record, input.name)
  })
}

/** The admin's view of a category with its version, as the order calls answer it. */
function adminView(app: AppData, record: CategoryRecord, include?: CategoryInclude) {
  return { ...resolver(app, 'admin').category(record, new Set(include ? [include] : [])), version: versionOf(record) }
}

function listOf(app: AppData, audience: Audience, input: ListInput, now: Date) {
  const r = resolver(app, audience, now)
  const filter = input.filter ?? {}
  const items = treeOrder(app.categories).filter(
    (c) =>
      r.categoryShown(c) &&
      (filter.root === undefined || (c.parentId === null) === filter.root) &&
      (filter.parentId === undefined || c.parentId === filter.parentId) &&
      (filter.isActive === undefined || c.isActive === filter.isActive) &&
      (filter.roadType === undefined || c.roadType === filter.roadType) &&
      (filter.iconId === undefined || c.iconId === filter.iconId) &&
      (filter.materialId === undefined || c.materialIds.includes(filter.materialId)) &&
      (filter.schedule === undefined || scheduleStateAt(c, now) === filter.schedule) &&
      containsText(c.title, filter.title),
  )
  const include = new Set<CategoryInclude>(input.include)
  return listPage(items, input.pagination, (c) => r.category(c, include))
}

/** Each parent followed by its subcategories, siblings by `order`: Home's order, then the tree's. */
function treeOrder(categories: readonly CategoryRecord[]): CategoryRecord[] {
  const walk = (parentId: number | null): CategoryRecord[] =>
    categories
      .filter((c) => c.parentId === parentId)
      .sort(byOrder)
      .flatMap((c) => [c, ...walk(c.id)])
  return walk(null)
}

function nextOrder(app: AppData, parentId: number | null): number {
  const siblings = app.categories.filter((c) => c.parentId === parentId)
  return siblings.length === 0 ? 0 : Math.max(...siblings.map((c) => c.order)) + 1
}

function categoryFields(app: AppData, input: In<'admin.categories.create'>, id: number | null): Omit<CategoryRecord, 'id' | 'order'> {
  const check = new ReferenceCheck(app)
  check.file(input.iconId, 'icon', 'iconId')
  check.file(input.imageId, 'image', 'imageId')
  check.ids('materials', input.materialIds, 'materialIds')
  check.ids('sections', input.sectionIds, 'sectionIds')
  check.links(input.links)
  check.id('categories', input.parentId, 'parentId')
  const parent = input.parentId === null ? undefined : app.categories.find((c) => c.id === input.parentId)
  // SPEC 2: Home shows subcategories only under road type subcategories, so under any other parent
  // a subtree would vanish while the admin shows it active.
  if (id !== null && input.parentId !== null && ancestry(app, input.parentId).includes(id)) {
    check.add('parentId', 'A category cannot be its own ancestor.')
  } else if (parent && parent.roadType !== 'subcategories') {
    check.add('parentId', `The parent «${parent.title}» must have road type subcategories.`)
  }
  const children = id === null ? [] : app.categories.filter((c) => c.parentId === id)
  if (input.roadType !== 'subcategories' && children.length > 0) {
    check.add('roadType', `Road type stays subcategories while it has subcategories: ${quoted(children.map((c) => c.title))}.`)
  }
  check.throwIfAny()
  return {
    title: input.title,
    isActive: input.isActive,
    description: input.description,
    descriptionAlign: input.descriptionAlign,
    iconId: input.iconId,
    imageId: input.imageId,
    video: input.video,
    parentId: input.parentId,
    roadType: input.roadType,
    displayType: input.displayType,
    sectionDisplayType: input.sectionDisplayType,
    materialIds: unique(input.materialIds),
    sectionIds: unique(input.sectionIds),
    links: input.links,
    ...scheduleFields(input),
  }
}

/** `id` and its ancestors, nearest first. */
function ancestry(app: AppData, id: number): number[] {
  const chain: number[] = []
  let current = app.categories.find((c) => c.id === id)
  while (current && !chain.includes(current.id)) {
    chain.push(current.id)
    const parentId = current.parentId
    current = parentId === null ? undefined : app.categories.find((c) => c.id === parentId)
  }
  return chain
}
