import { AUDIT_RESOURCES } from '@/api/contract/plain/resources'

/*
 * The URL search of every list-like admin route (lists, banners, statistics, History, logs), parsed
 * by one function from a few field parsers, in the route's component and loader (route-search.ts
 * says why not in its `validateSearch`): a filtered screen can be linked and survives a reload, bad
 * values are dropped, and each screen gets its search typed. Written by hand, not with zod.
 */

/** Rows per page of every admin list (History's too). */
export const LIST_PAGE_SIZE = 20

/** One search field: its value when the URL's is one it takes, else undefined (left out). */
type Field<T> = (value: unknown) => T | undefined
type Parsed<F> = { [K in keyof F]?: F[K] extends Field<infer T> ? T : never }

const oneOf =
  <const V extends string>(...values: V[]): Field<V> =>
  (value) =>
    values.find((known) => known === value)
const text: Field<string> = (value) => (typeof value === 'string' && value.trim() ? value.slice(0, 200) : undefined)
/** A whole number above 0 (`?record=12`; a typed `"12"` too). */
const positive: Field<number> = (value) => {
  const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(number) && number > 0 ? number : undefined
}
/** A page after the first: the first page has no `page`, so it has one URL. */
const page: Field<number> = (value) => {
  const number = positive(value)
  return number && number > 1 ? number : undefined
}
/** A UTC date `YYYY-MM-DD` (the statistics' range ends). */
const day: Field<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value) && Date.parse(value) ? value : undefined

/** The route's `validateSearch` for these fields: each parsed by its own parser, anything else dropped. */
function searchOf<F extends Record<string, Field<unknown>>>(fields: F) {
  return (search: Record<string, unknown>): Parsed<F> => {
    const parsed: Record<string, unknown> = {}
    for (const key in fields) {
      const value = fields[key]?.(search[key])
      if (value !== undefined) parsed[key] = value
    }
    return parsed as Parsed<F>
  }
}

/** Where records stand in their window (`filter[schedule]`); only lists of scheduled records show it. */
const schedule = oneOf('scheduled', 'live', 'ended')

/** A list's filters: `?q=лекция&active=inactive&schedule=ended&page=2`. */
export const listSearch = searchOf({ q: text, active: oneOf('active', 'inactive'), schedule, page })
export type ListSearch = ReturnType<typeof listSearch>

/** The banners' carousel: only its schedule filter (`?schedule=ended`). */
export const bannersSearch = searchOf({ schedule })
export type BannersSearch = ReturnType<typeof bannersSearch>

/** A switch that is on (`?admins=1`); off is left out, so the default has one URL. */
const on: Field<true> = (value) => (value === 1 || value === '1' || value === true ? true : undefined)

/**
 * The statistics' range (`?from=2026-05-01&to=2026-05-30`, UTC dates; either left out means the
 * default), `?admins=1`, which counts the admins' own visits and opens too, and `?split=platform`, the
 * source the per-day chart splits visits by (issue 26; the contract's `split` values).
 */
export const statsSearch = searchOf({
  from: day,
  to: day,
  admins: on,
  split: oneOf('campaign', 'sharer', 'chat_type', 'platform', 'language'),
})
export type StatsSearch = ReturnType<typeof statsSearch>

/** History's filters: `?resource=materials&record=12&user=1&page=2` (a record only counts with its resource). */
export const historySearch = searchOf({ resource: oneOf(...AUDIT_RESOURCES), record: positive, user: positive, page })
export type HistorySearch = ReturnType<typeof historySearch>

/** A new category's parent, when "Add a subcategory" opens the form (`?parentId=3`). */
export const categoryCreateSearch = searchOf({ parentId: positive })
export type CategoryCreateSearch = ReturnType<typeof categoryCreateSearch>

/** The logs' filters: the text, the log type (`?type=error`) and the page. */
export const logSearch = searchOf({ q: text, type: oneOf('error'), page })
export type LogSearch = ReturnType<typeof logSearch>

/** The outbox's filters (issue 27): how a message went (`?status=failed`) and the page. */
export const notificationsSearch = searchOf({ status: oneOf('delivered', 'failed'), page })
export type NotificationsSearch = ReturnType<typeof notificationsSearch>
