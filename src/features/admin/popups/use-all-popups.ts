import { trpc } from '@/api/trpc'
import { POPUP_PICKER_INPUT } from '@/features/admin/parts/pickers/popup-picker-input'

/**
 * Every popup of the hub (popups are few: one page of 200), the same read as the link editor's
 * popup picker (one query key, one cache entry): the form's "also in popup X" notes and the
 * save's clean-up look through all of them.
 */
export const allPopupsInput = POPUP_PICKER_INPUT
export const useAllPopups = () => trpc.admin.popups.list.useQuery(allPopupsInput)
