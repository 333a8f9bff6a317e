/**
 * USAGE (Confirm delete part): `const confirmDelete = useConfirmDelete()`;
 *   `await confirmDelete({ items: [m], titleOf: (m) => m.title, remove: (m) => del.mutateAsync({ id: m.id }) })`
 * asks (default title "Delete «x»?" / "Delete the selected items (n)?"), deletes each item, and says
 * how it went: one success notice, or ONE wording for a failed delete ("Could not delete «x»: reason",
 * a refusal code worded in the admin's language). Answers the items that were deleted.
 * Hook points: `onDeleted(deleted)` runs after a delete that took at least one item.
 * Undo: with `resource` (the audit log's name of the items, e.g. 'materials'), a delete of ONE record
 * puts "Undo" on the success notice for its few seconds (where the backend keeps an audit log: the
 * `auditLog` capability); Undo restores the record from its delete entry and says it is back, or why not.
 */
import { useCallback, type ReactNode } from 'react'
import type { CollectionResource } from '@/api/contract/plain/resources'
import { trpc } from '@/api/trpc'
import { useCapability } from '@/features/admin/parts/capability/capabilities'
import { useNotify, type NoticeAction } from '@/features/admin/parts/shell/notices'
import { refusalWordingReady, useAdminErrorText, usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { useConfirm } from '../shell/confirm'
import { undoDelete } from './undo-delete'

interface ConfirmDeleteOptions<T> {
  items: readonly T[]
  /** How an item is named in the question and in a failure ("«Courses»"). */
  titleOf: (item: T) => string
  /** Deletes one item (and whatever goes with it); a rejection is a failed delete. */
  remove: (item: T) => Promise<unknown>
  /** The question's title (default: "Delete «x»?", or "Delete the selected items (n)?"). */
  title?: string
  /**
   * What else the delete takes with it: text, a component that works out its text, or a function
   * that loads it before the question (when it fails, the delete fails with its reason).
   */
  message?: ReactNode | (() => Promise<ReactNode>)
  confirmLabel?: string
  /** The success notice (default "Deleted: n"). */
  doneText?: (deleted: T[]) => string
  /** What the items are in the audit log: a delete of one record then offers Undo (see above). */
  resource?: CollectionResource
  /** After the calls, whatever they did (a failed delete may have changed something: refresh). */
  onSettled?: () => unknown
  /** After a delete that took at least one item. */
  onDeleted?: (deleted: T[]) => unknown
}

/**
 * The one delete flow of the admin (oxide console's confirm-delete, react-admin's
 * useDeleteWithConfirmController): confirm, call, notify. Every list, row and form deletes through it.
 */
export function useConfirmDelete() {
  const t = usePartsT()
  const confirm = useConfirm()
  const notify = useNotify()
  // A refusal is worded by its code (the wording loads when the screen mounts), anything else as every screen words it.
  const reasonOf = useAdminErrorText()
  const utils = trpc.useUtils()
  // Whether Undo can work is known before any delete: a backend without an audit log gets no Undo.
  const canUndo = useCapability('auditLog') === 'supported'
  const undoAction = useCallback(
    (resource: CollectionResource, id: number, title: string): NoticeAction => ({
      label: t('delete.undo'),
      run: async () => {
        try {
          const restored = await undoDelete(utils, resource, id)
          if (restored) notify('success', t('delete.restored', { title }))
          else notify('error', t('delete.restoreFailed', { title, reason: t('delete.restoreGone') }))
        } catch (error) {
          notify('error', t('delete.restoreFailed', { title, reason: reasonOf(error) }))
        }
      },
    }),
    [t, utils, notify, reasonOf],
  )
  return useCallback(
    async <T>(options: ConfirmDeleteOptions<T>): Promise<T[]> => {
      const { items, titleOf, remove } = options
      const [first] = items
      if (first === undefined) return []
      const failed = async (error: unknown, count: number) => {
        // A refusal right after the screen opened may come back before its wording: worded in the admin's language all the same.
        await refusalWordingReady()
        const reason = reasonOf(error)
        notify(
          'error',
          items.length === 1
            ? t('delete.failed', { title: titleOf(first), reason })
            : t('delete.manyFailed', { count, total: items.length, reason }),
        )
      }
      let message: ReactNode
      try {
        message = typeof options.message === 'function' ? await options.message() : options.message
      } catch (error) {
        await failed(error, items.length)
        return []
      }
      const asked = await confirm({
        title:
          options.title ??
          (items.length === 1 ? t('list.deleteTitle', { title: titleOf(first) }) : t('list.deleteManyTitle', { count: items.length })),
        message: message ?? t('list.deleteText'),
        confirmLabel: options.confirmLabel ?? t('list.delete'),
        destructive: true,
      })
      if (!asked) return []
      const results = await Promise.allSettled(items.map((item) => remove(item)))
      const deleted = items.filter((_, index) => results[index]?.status === 'fulfilled')
      const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
      await options.onSettled?.()
      if (rejected.length > 0) await failed(rejected[0]?.reason, rejected.length)
      else {
        const [one] = deleted
        const id = (one as { id?: unknown } | undefined)?.id
        const action =
          options.resource && canUndo && deleted.length === 1 && one !== undefined && typeof id === 'number'
            ? undoAction(options.resource, id, titleOf(one))
            : undefined
        notify('success', options.doneText?.(deleted) ?? t('list.deleted', { count: deleted.length }), { action })
      }
      if (deleted.length > 0) await options.onDeleted?.(deleted)
      return deleted
    },
    [t, confirm, notify, reasonOf, canUndo, undoAction],
  )
}
