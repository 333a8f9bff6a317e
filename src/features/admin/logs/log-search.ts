import { listSearch, LIST_PAGE_SIZE, type ListSearch } from '@/features/admin/parts/list/list-search'

/** The logs' filters in the URL: the list's text and page, and the log type (`?type=error`). */
export interface LogSearch extends ListSearch {
  type?: 'error'
}

/** `validateSearch` of the logs route; bad values are dropped. */
export function logSearch(search: Record<string, unknown>): LogSearch {
  const { q, page } = listSearch(search)
  return { ...(q ? { q } : {}), ...(page ? { page } : {}), ...(search.type === 'error' ? { type: 'error' as const } : {}) }
}

/** `GET /frontend-logs` for these filters: newest first, one page. */
export function logsInput(search: LogSearch) {
  const text = search.q?.trim()
  return {
    filter: { ...(text ? { search: text } : {}), ...(search.type ? { type: search.type } : {}) },
    pagination: { offset: ((search.page ?? 1) - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE },
  }
}
