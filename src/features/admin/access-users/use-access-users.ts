import { keepPreviousData } from '@tanstack/react-query'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { LIST_PAGE_SIZE, type ListSearch } from '@/features/admin/parts/list/list-search'

/** One page of the access users; the search box finds text in the name, username or id. */
const accessUsersInput = (search: ListSearch) => ({
  filter: search.q?.trim() ? { search: search.q.trim() } : {},
  pagination: { offset: ((search.page ?? 1) - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE },
})
export const useAccessUsers = (search: ListSearch) =>
  trpc.admin.admins.list.useQuery(accessUsersInput(search), { placeholderData: keepPreviousData })
export const prefetchAccessUsers = (utils: TrpcUtils, search: ListSearch) => utils.admin.admins.list.prefetch(accessUsersInput(search))

/** How many admins the hub has in all, whatever the list shows (the last one cannot be removed). */
const countInput = { pagination: { offset: 0, limit: 1 } }
export const useAccessUsersCount = () => trpc.admin.admins.list.useQuery(countInput, { select: (page) => page.meta.total })

/** One access user, for its edit form. */
const accessUserInput = (id: number) => ({ id })
export const useAccessUser = (id: number) => trpc.admin.admins.get.useQuery(accessUserInput(id))
export const prefetchAccessUser = (utils: TrpcUtils, id: number) => utils.admin.admins.get.prefetch(accessUserInput(id))
