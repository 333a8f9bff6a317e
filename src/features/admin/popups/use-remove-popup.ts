import type { Popup } from '@/api/contract/popups'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'

/**
 * Deleting a popup (refused while links open it) also deletes its own texts, buttons and link lists
 * (mock-api's `onRemove`), so the popup parts' reads and every read that embeds popups are stale with it.
 */
export function useRemovePopup() {
  const invalidate = useInvalidate((u) => [
    u.admin.popups,
    u.admin.texts,
    u.admin.linkLists,
    u.admin.categories,
    u.admin.materials,
    u.admin.buttons,
    u.admin.banners,
    u.categories,
    u.sections,
    u.buttons,
    u.banners,
  ])
  const remove = trpc.admin.popups.delete.useMutation({ onSuccess: invalidate })
  return (popup: Popup) => remove.mutateAsync({ id: popup.id })
}
