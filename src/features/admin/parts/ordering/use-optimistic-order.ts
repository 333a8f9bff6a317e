import { useState } from 'react'
import { notifyError as hapticError } from '@/messenger/haptic-notifications'
import { useAdminErrorText, usePartsT } from '@/features/admin/parts/parts-messages'
import { useNotify } from '@/features/admin/parts/notices/notices'

/** `[a, b, c]`, move 0 -> 2: `[b, c, a]`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

export interface OptimisticOrderOptions<T> {
  /** The items in the server's order (a query's data). */
  items: readonly T[]
  getId: (item: T) => number
  /** The order call, e.g. `orderItems.mutateAsync({ id, name: 'materials', ids })`; invalidate in it. */
  save: (ids: number[]) => Promise<unknown>
}

/**
 * Ordering saved through an order call, optimistically: the new order shows at once; when the
 * server refuses, the old order comes back and a notice says why. Pass `ordered` and `move` to
 * `<SortableList>`.
 */
export function useOptimisticOrder<T>({ items, getId, save }: OptimisticOrderOptions<T>) {
  const t = usePartsT()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  // The order shown while the server has not confirmed it, keyed to the items it was made from.
  const [pending, setPending] = useState<{ from: readonly T[]; ids: number[] } | null>(null)
  const local = pending && pending.from === items ? pending.ids : null
  const byId = new Map(items.map((item) => [getId(item), item]))
  const ordered = local ? local.map((id) => byId.get(id)).filter((item): item is T => item !== undefined) : [...items]

  const move = (from: number, to: number) => {
    const previous = pending
    const ids = moveItem(ordered.map(getId), from, to)
    setPending({ from: items, ids })
    save(ids).then(
      () => notify('success', t('order.saved')),
      (error: unknown) => {
        setPending(previous)
        hapticError()
        notify('error', t('order.failed', { reason: errorText(error) }))
      },
    )
  }
  return { ordered, move }
}
