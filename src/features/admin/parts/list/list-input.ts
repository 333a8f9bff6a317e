import { LIST_PAGE_SIZE, type ListSearch } from './list-search'

// Apart from list-search.ts: that one is a route option, in every visitor's first load; these are
// only the lists' own (loaded with the admin screens).

/**
 * The list call's input for these filters: `filter[title]`, `filter[is_active]`, one page; with
 * `scheduled`, also `filter[schedule]` (only lists of scheduled records: the others' calls refuse it).
 */
export function listInput(search: ListSearch, pageSize = LIST_PAGE_SIZE, scheduled = false) {
  const title = search.q?.trim()
  return {
    filter: {
      ...(title ? { title } : {}),
      ...(search.active ? { isActive: search.active === 'active' } : {}),
      ...(scheduled && isSchedule(search.schedule) ? { schedule: search.schedule } : {}),
    },
    pagination: { offset: ((search.page ?? 1) - 1) * pageSize, limit: pageSize },
  }
}

/** `?schedule=` as listSearch keeps it is unchecked (see there): a value the server knows. */
export const isSchedule = (value: unknown): value is NonNullable<ListSearch['schedule']> =>
  value === 'scheduled' || value === 'live' || value === 'ended'

export const hasFilters = (search: ListSearch) => Boolean(search.q?.trim() || search.active || isSchedule(search.schedule))
