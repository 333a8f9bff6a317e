/** Rows per page of every admin list (History's too). */
export const LIST_PAGE_SIZE = 20

/** A list's filters as they live in the URL: `?q=лекция&active=inactive&page=2`. */
export interface ListSearch {
  q?: string
  active?: 'active' | 'inactive'
  /** Where records stand in their window (`filter[schedule]`); only lists of scheduled records show it. */
  schedule?: 'scheduled' | 'live' | 'ended'
  page?: number
}

/**
 * `validateSearch` of every admin list route: a filtered list can be linked and survives a reload;
 * bad values are dropped. Written by hand, not with zod: route options (unlike route components)
 * are part of the visitor's first load.
 */
export function listSearch(search: Record<string, unknown>): ListSearch {
  const out: ListSearch = {}
  if (typeof search.q === 'string' && search.q.trim()) out.q = search.q.slice(0, 200)
  if (search.active === 'active' || search.active === 'inactive') out.active = search.active
  // Checked where it is sent (list-input.ts, in the admin's chunks): every byte here is in the visitor's first load.
  out.schedule = search.schedule as ListSearch['schedule']
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) out.page = page
  return out
}
