import { keepPreviousData } from '@tanstack/react-query'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
/*
 * The popup screens' reads. Their routes' loaders import this file: nothing of the admin's chunk groups
 * here, so those routes' chunks carry no stylesheet into the visitor's entry (vite.config.ts).
 */
import { LIST_PAGE_SIZE, type ListSearch } from '@/features/admin/parts/list/list-search'

/** The list screen: one page of the popups whose name holds the search box's text (`filter[name]`). */
const popupListInput = (search: ListSearch) => {
  const name = search.q?.trim()
  return {
    filter: name ? { name } : {},
    pagination: { offset: ((search.page ?? 1) - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE },
  }
}
export const usePopupList = (search: ListSearch) =>
  trpc.admin.popups.list.useQuery(popupListInput(search), { placeholderData: keepPreviousData })
export const prefetchPopupList = (utils: TrpcUtils, search: ListSearch) => utils.admin.popups.list.prefetch(popupListInput(search))

const popupInput = (id: number) => ({ id })
export const usePopup = (id: number) => trpc.admin.popups.get.useQuery(popupInput(id))
export const prefetchPopup = (utils: TrpcUtils, id: number) => utils.admin.popups.get.prefetch(popupInput(id))
