import type { ListMeta } from '@/api/contract/common'
import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import { idIndex } from '../store/id-index'
import type { AppData, OrderedList } from '../store/store'
import { appOf, byIdAscending, findById, indexOfId, listPage } from './app-data'
import type { CrudResource, In, Out, UpdateIn } from './operation-types'
import { lastChangeOf, recordAudit, relatedChanges } from './audit'
import { checkVersion, orderVersionOf, versionOf } from './versions'

type RecordOf<R extends CrudResource> = AppData[R][number]
type ListFilter<R extends CrudResource> = NonNullable<In<`admin.${R}.list`>['filter']>
/** A resource's admin view without `version`, which resourceService adds from the record. */
type ViewOf<R extends CrudResource> = Omit<Out<`admin.${R}.get`>, 'version'>

/**
 * What one `adminCrud` resource has of its own; everything else (finding by id, 404s, ids never
 * reused, list pages, replace-on-update, remove) is the same for all and lives in `resourceService`.
 */
interface ResourceSpec<R extends CrudResource> {
  resource: R
  /**
   * The admin's view of a stored record (references resolved); its `version` is added from the
   * record. `appKey`: the hub's, for what a view builds from it (a campaign's start parameter).
   */
  view: (app: AppData, record: RecordOf<R>, appKey: string) => ViewOf<R>
  /**
   * The stored fields of a create (`current` null) or update (full replacement) input: checks its
   * references (throws one 422 with every problem), and keeps what the record keeps across updates.
   */
  fields: (app: AppData, input: In<`admin.${R}.create`>, current: RecordOf<R> | null, ctx: ServiceContext) => Omit<RecordOf<R>, 'id'>
  /** The admin list's `filter[...]` (`now`: the read's time, for `filter[schedule]`); default: no filters. */
  matches?: (record: RecordOf<R>, filter: ListFilter<R>, now: Date) => boolean
  /** A list of its own (an order other than by id, `include[]`), shared with the visitor's list. */
  list?: (app: AppData, input: In<`admin.${R}.list`>, now: Date) => { data: ViewOf<R>[]; meta: ListMeta }
  /** The list's order is set by an order call: its meta carries that order's version. */
  orderedList?: OrderedList
  /** Before a record goes: refuse (throw a 409) or remove the references to it elsewhere; `ctx` says who asks. */
  onRemove?: (app: AppData, record: RecordOf<R>, ctx: ServiceContext) => void
}

export interface ResourceService<R extends CrudResource> {
  /** What the resource has of its own (restores check a record against its `fields`). */
  spec: ResourceSpec<R>
  adminList: (ctx: ServiceContext, input: In<`admin.${R}.list`>) => Promise<Out<`admin.${R}.list`>>
  adminGet: (ctx: ServiceContext, input: In<`admin.${R}.get`>) => Promise<Out<`admin.${R}.get`>>
  create: (ctx: ServiceContext, input: In<`admin.${R}.create`>) => Promise<Out<`admin.${R}.create`>>
  update: (ctx: ServiceContext, input: UpdateIn<R>) => Promise<Out<`admin.${R}.update`>>
  remove: (ctx: ServiceContext, input: In<`admin.${R}.delete`>) => Promise<Out<`admin.${R}.delete`>>
}

/** The five operations of an `adminCrud` resource over its collection in the app's data. */
export function resourceService<R extends CrudResource>(spec: ResourceSpec<R>): ResourceService<R> {
  // The collection's element type is one of ten record types; TypeScript cannot follow a generic
  // index through them, so the collection is handled as records of R by this one cast.
  const records = (app: AppData) => app[spec.resource] as RecordOf<R>[]
  const withId = (fields: Omit<RecordOf<R>, 'id'>, id: number) => ({ ...fields, id }) as RecordOf<R>
  type Service = ResourceService<R>

  /** The record an update or delete names, with where it stands (404 when there is none). */
  const located = (app: AppData, input: unknown) => {
    const id = (input as { id: number }).id
    const index = indexOfId(records(app), id)
    return { id, index, record: records(app)[index] as RecordOf<R> }
  }

  const viewOf = (app: AppData, record: RecordOf<R>, appKey: string) => ({ ...spec.view(app, record, appKey), version: versionOf(record) })

  /** A list's views with their records' versions (and the order's version, for a list the admin orders). */
  const versioned = (app: AppData, page: { data: ViewOf<R>[]; meta: ListMeta }) => {
    const byId = idIndex(records(app))
    const data = page.data.map((view) => {
      const record = byId.get((view as { id: number }).id)
      return { ...view, version: record ? versionOf(record) : 1 }
    })
    return { data, meta: spec.orderedList ? { ...page.meta, orderVersion: orderVersionOf(app, spec.orderedList) } : page.meta }
  }

  const adminList: Service['adminList'] = (ctx, input) =>
    ctx.store.read((data) => {
      const app = appOf(data, ctx.appKey)
      const now = ctx.now()
      if (spec.list) return versioned(app, spec.list(app, input, now))
      const filter = (input as { filter?: ListFilter<R> }).filter
      const matches = spec.matches
      const items = matching(records(app), filter && matches ? (record) => matches(record, filter, now) : null)
      return versioned(
        app,
        listPage(items, (input as { pagination?: { offset: number; limit: number } }).pagination, (record) =>
          spec.view(app, record, ctx.appKey),
        ),
      )
    }) as ReturnType<Service['adminList']>

  const adminGet: Service['adminGet'] = (ctx, input) =>
    ctx.store.read((data) => {
      const app = appOf(data, ctx.appKey)
      return viewOf(app, findById(records(app), (input as { id: number }).id), ctx.appKey)
    }) as ReturnType<Service['adminGet']>

  const create: Service['create'] = (ctx, input) =>
    ctx.store.write((data) => {
      const app = appOf(data, ctx.appKey)
      const fields = spec.fields(app, input, null, ctx)
      const record = withId({ ...fields, version: 1 }, nextId(app, spec.resource))
      records(app).push(record)
      recordAudit(app, ctx, { action: 'create', resource: spec.resource, recordId: record.id, before: null, after: record })
      return viewOf(app, record, ctx.appKey)
    }) as ReturnType<Service['create']>

  /** Full replacement; refused (409 edit_conflict) when it names another version than the stored one. */
  const update: Service['update'] = (ctx, input) =>
    ctx.store.write((data) => {
      const app = appOf(data, ctx.appKey)
      const { id, index, record: current } = located(app, input)
      checkVersion(
        (input as { version?: number }).version,
        versionOf(current),
        () => viewOf(app, current, ctx.appKey),
        () => lastChangeOf(app, spec.resource, id),
      )
      const record = withId({ ...spec.fields(app, input, current, ctx), version: versionOf(current) + 1 }, id)
      records(app)[index] = record
      recordAudit(app, ctx, { action: 'update', resource: spec.resource, recordId: id, before: current, after: record })
      return viewOf(app, record, ctx.appKey)
    }) as ReturnType<Service['update']>

  const remove: Service['remove'] = (ctx, input) =>
    ctx.store.write((data) => {
      const app = appOf(data, ctx.appKey)
      const { id, index, record } = located(app, input)
      spec.onRemove?.(app, record, ctx)
      const related = relatedChanges(app, { resource: spec.resource, id })
      records(app).splice(index, 1)
      recordAudit(app, ctx, { action: 'delete', resource: spec.resource, recordId: id, before: record, after: null, related, index })
      return null
    }) as ReturnType<Service['remove']>

  return { spec, adminList, adminGet, create, update, remove }
}

/**
 * The records a filter keeps, by id. A plain loop, not `filter()`: committed collections are frozen,
 * and V8's `filter()` on a frozen array is about four times slower than indexing it. Collections are
 * kept in id order (ids only grow), so sorting is only a fallback for data that is not.
 */
function matching<T extends { id: number }>(records: readonly T[], keep: ((record: T) => boolean) | null): T[] {
  const items: T[] = []
  let sorted = true
  let lastId = -Infinity
  for (let i = 0; i < records.length; i += 1) {
    const record = records[i] as T
    if (keep && !keep(record)) continue
    if (record.id < lastId) sorted = false
    lastId = record.id
    items.push(record)
  }
  return sorted ? items : items.sort(byIdAscending)
}
