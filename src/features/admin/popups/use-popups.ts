import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { POPUP_PICKER_INPUT } from '@/features/admin/parts/fields/popup-picker'

/**
 * Popups are few per hub: the list screen shows one page of 200, the same read as the link
 * editor's popup picker (one query key, one cache entry).
 */
export const popupsListInput = POPUP_PICKER_INPUT

export const usePopups = () => trpc.admin.popups.list.useQuery(popupsListInput)
export const prefetchPopups = (utils: TrpcUtils) => utils.admin.popups.list.prefetch(popupsListInput)

const popupInput = (id: number) => ({ id })
export const usePopup = (id: number) => trpc.admin.popups.get.useQuery(popupInput(id))
export const prefetchPopup = (utils: TrpcUtils, id: number) => utils.admin.popups.get.prefetch(popupInput(id))
