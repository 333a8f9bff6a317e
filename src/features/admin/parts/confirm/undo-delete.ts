import type { CollectionResource } from '@/api/contract/plain/resources'
import type { trpc } from '@/api/trpc'

/**
 * Undo of a delete (the delete flow's notice button): finds the record's newest audit entry
 * (`admin.auditLog.list`, filter resource + recordId, limit 1), restores it (`admin.auditLog.restore`)
 * and refreshes every read (a restore puts back the record and what referred to it). Answers false
 * when the history has no such delete; a failed call rejects.
 */
export async function undoDelete(utils: ReturnType<typeof trpc.useUtils>, resource: CollectionResource, id: number): Promise<boolean> {
  const found = await utils.client.admin.auditLog.list.query({ filter: { resource, recordId: id }, pagination: { offset: 0, limit: 1 } })
  const entry = found.data[0]
  if (!entry || entry.action !== 'delete') return false
  await utils.client.admin.auditLog.restore.mutate({ id: entry.id })
  await utils.invalidate()
  return true
}
