import type { Popup } from '@/api/contract/popups'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'

/**
 * Deleting a popup turns the links that opened it into plain external links (mock-api's
 * `onRemove`), so every read that embeds links is stale with it.
 */
export function useRemovePopup() {
  const invalidate = useInvalidate((u) => [
    u.admin.popups, u.admin.categories, u.admin.materials, u.admin.buttons, u.admin.banners,
    u.categories, u.sections, u.buttons, u.banners,
  ])
  const remove = trpc.admin.popups.delete.useMutation({ onSuccess: invalidate })
  return (popup: Popup) => remove.mutateAsync({ id: popup.id })
}
