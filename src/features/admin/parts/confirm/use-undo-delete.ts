/**
 * USAGE (Undo after delete): `const undo = useUndoDelete('materials')`, then
 *   `confirmDelete({ ..., doneAction: undo })` (or `<AdminList doneAction={undo} />`).
 * After a delete of ONE record the success notice offers "Undo" for its few seconds: Undo finds the
 * record's newest audit entry (`admin.auditLog.list`, filter resource + recordId, limit 1), restores
 * it (`admin.auditLog.restore`), refreshes every read and says the record is back; a refusal is worded
 * by its code. A backend without an audit log (404 for the list) gets no Undo button.
 */
import { useCallback } from 'react'
import type { CollectionResource } from '@/api/contract/audit-resource'
import { trpc } from '@/api/trpc'
import { useMessages } from '@/i18n/use-t'
import { useAdminErrorText } from '@/features/admin/parts/shell/parts-messages'
import { useNotify, type NoticeAction } from '@/features/admin/parts/shell/notices'

const ru = {
  undo: 'Отменить',
  restored: 'Восстановлено: «{title}»',
  failed: 'Не удалось вернуть «{title}»: {reason}',
  gone: 'В истории нет этого удаления',
}
const en: typeof ru = {
  undo: 'Undo',
  restored: 'Restored: «{title}»',
  failed: 'Could not bring back «{title}»: {reason}',
  gone: 'The history has no such delete',
}
const catalogs = { ru, en }

/** The probe that says whether the backend keeps an audit log: one entry of the resource, read once. */
const probeInput = (resource: CollectionResource) => ({ filter: { resource }, pagination: { offset: 0, limit: 1 } })

/**
 * `doneAction` for the delete flow of `resource`: given the deleted records (with their `id`, and
 * `titleOf` naming one, or the `title` given with them), answers the notice's Undo for a single record, or nothing (several records, or no audit log).
 */
export function useUndoDelete<T extends { id: number }>(
  resource: CollectionResource,
  titleOf: (item: T) => string = () => '',
): (deleted: T[], title?: string) => NoticeAction | undefined {
  const t = useMessages(catalogs)
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const utils = trpc.useUtils()
  // Whether Undo can work is known before any delete: a 404 here hides it.
  const probe = trpc.admin.auditLog.list.useQuery(probeInput(resource), { staleTime: Infinity, retry: false })
  const supported = probe.isSuccess
  return useCallback(
    (deleted: T[], named?: string) => {
      const [record] = deleted
      if (!supported || deleted.length !== 1 || !record) return undefined
      const title = named ?? titleOf(record)
      return {
        label: t('undo'),
        run: async () => {
          try {
            const found = await utils.client.admin.auditLog.list.query({
              filter: { resource, recordId: record.id },
              pagination: { offset: 0, limit: 1 },
            })
            const entry = found.data[0]
            if (!entry || entry.action !== 'delete') {
              notify('error', t('failed', { title, reason: t('gone') }))
              return
            }
            await utils.client.admin.auditLog.restore.mutate({ id: entry.id })
            // A restore puts back the record and what referred to it: any read may have changed.
            await utils.invalidate()
            notify('success', t('restored', { title }))
          } catch (error) {
            notify('error', t('failed', { title, reason: errorText(error) }))
          }
        },
      }
    },
    [supported, titleOf, t, notify, errorText, utils, resource],
  )
}
