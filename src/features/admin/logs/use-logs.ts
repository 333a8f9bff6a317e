import { keepPreviousData } from '@tanstack/react-query'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { LIST_PAGE_SIZE, type LogSearch } from '@/features/admin/parts/list/list-search'

/* In the logs' own chunk, not beside the route's validateSearch: route options are in the visitor's first load. */
/** `GET /frontend-logs` for these filters: newest first, one page. */
function logsInput(search: LogSearch) {
  const text = search.q?.trim()
  return {
    filter: { ...(text ? { search: text } : {}), ...(search.type ? { type: search.type } : {}) },
    pagination: { offset: ((search.page ?? 1) - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE },
  }
}

export const useLogs = (search: LogSearch) => trpc.frontendLogs.list.useQuery(logsInput(search), { placeholderData: keepPreviousData })
export const prefetchLogs = (utils: TrpcUtils, search: LogSearch) => utils.frontendLogs.list.prefetch(logsInput(search))
