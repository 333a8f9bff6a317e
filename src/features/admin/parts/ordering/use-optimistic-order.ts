import { useRef, useState } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { notifyError as hapticError } from '@/messenger/haptic-notifications'
import { useAdminErrorText, usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { useNotify } from '@/features/admin/parts/shell/notices'

/** `[a, b, c]`, move 0 -> 2: `[b, c, a]`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

interface OptimisticOrderOptions<T> {
  /** The items in the server's order (a query's data). */
  items: readonly T[]
  getId: (item: T) => number
  /**
   * The order call, e.g. `orderItems.mutateAsync({ id, name: 'materials', ids, version })`; invalidate
   * in it when it settles (a refused order reloads the list that way). `version`: what to send as the
   * list's order version (or the parent record's), undefined when the list gave none.
   */
  save: (ids: number[], version: number | undefined) => Promise<unknown>
  /** The version the items were read at: the list's `meta.orderVersion`, or the parent record's `version`. */
  version?: number
}

type EditStamp = { userName?: unknown }

/** Who changed the order meanwhile, from a 409 `edit_conflict` (read unchecked, as the forms do); undefined: not a conflict. */
function staleOrderBy(error: unknown): string | null | undefined {
  const apiError = apiErrorOf(error)
  if (apiError?.code !== 'edit_conflict') return undefined
  const changedBy = (apiError.params as { changedBy?: EditStamp | null } | null)?.changedBy
  return typeof changedBy?.userName === 'string' && changedBy.userName ? changedBy.userName : null
}

/**
 * Ordering saved through an order call, optimistically: the new order shows at once; when the
 * server refuses, the old order comes back and a notice says why. A stale order (409
 * `edit_conflict`: another admin ordered the list since it was read) says who, and the list
 * reloads (the save's invalidation) so the admin orders the current one. Pass `ordered` and `move`
 * to `<SortableList>`.
 */
export function useOptimisticOrder<T>({ items, getId, save, version }: OptimisticOrderOptions<T>) {
  const t = usePartsT()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  // The order shown while the server has not confirmed it, keyed to the items it was made from.
  const [pending, setPending] = useState<{ from: readonly T[]; ids: number[] } | null>(null)
  // Each accepted order call raises the version by one (docs/decisions/history-and-conflicts.md): the next move
  // sends that before the list has reloaded, so quick moves in a row are not refused as stale.
  const nextVersion = useRef<number | undefined>(undefined)
  const local = pending && pending.from === items ? pending.ids : null
  const byId = new Map(items.map((item) => [getId(item), item]))
  const ordered = local ? local.map((id) => byId.get(id)).filter((item): item is T => item !== undefined) : [...items]

  const move = (from: number, to: number) => {
    const previous = pending
    const ids = moveItem(ordered.map(getId), from, to)
    setPending({ from: items, ids })
    const sent = version === undefined ? undefined : Math.max(version, nextVersion.current ?? 0)
    if (sent !== undefined) nextVersion.current = sent + 1
    save(ids, sent).then(
      () => notify('success', t('order.saved')),
      (error: unknown) => {
        setPending(previous)
        nextVersion.current = undefined
        hapticError()
        const staleBy = staleOrderBy(error)
        if (staleBy === undefined) notify('error', t('order.failed', { reason: errorText(error) }))
        else notify('error', staleBy === null ? t('order.staleSomeone') : t('order.stale', { name: staleBy }))
      },
    )
  }
  return { ordered, move }
}
