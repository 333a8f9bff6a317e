import { keepPreviousData } from '@tanstack/react-query'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { LIST_PAGE_SIZE, type HistorySearch } from '@/features/admin/parts/list/list-search'

/** `GET /admin/audit-log` for these filters (a record only with its resource): newest first, one page. */
export function historyInput(search: HistorySearch, limit = LIST_PAGE_SIZE) {
  return {
    filter: {
      ...(search.resource ? { resource: search.resource } : {}),
      ...(search.resource && search.record ? { recordId: search.record } : {}),
      ...(search.user ? { userId: search.user } : {}),
    },
    pagination: { offset: ((search.page ?? 1) - 1) * limit, limit },
  }
}

export const useHistory = (search: HistorySearch, limit?: number) =>
  trpc.admin.auditLog.list.useQuery(historyInput(search, limit), { placeholderData: keepPreviousData })

/** The History route's loader: hovering a link to it reads its first page. */
export const prefetchHistory = (utils: TrpcUtils, search: HistorySearch) => utils.admin.auditLog.list.prefetch(historyInput(search))
