import { listSearch, type ListSearch } from '@/features/admin/parts/list/list-search'

/** The logs' filters in the URL: the list's text and page, and the log type (`?type=error`). */
export interface LogSearch extends ListSearch {
  type?: 'error'
}

/** `validateSearch` of the logs route; bad values are dropped. */
export function logSearch(search: Record<string, unknown>): LogSearch {
  const { q, page } = listSearch(search)
  return { ...(q ? { q } : {}), ...(page ? { page } : {}), ...(search.type === 'error' ? { type: 'error' as const } : {}) }
}
