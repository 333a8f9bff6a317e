import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { CollectionResource } from '@/api/contract/plain/resources'
import { useAppKey } from '@/session/use-app-key'
import type { AdminPath } from '@/features/admin/parts/shell/admin-path'
import type { QueryLike } from '@/features/admin/parts/shell/query-state'
import type { StoredRecord } from './record-edit'

interface RecordEditOptions<D, R extends StoredRecord> {
  /** The audit log's word for the record's kind (its History panel, its form's draft). */
  resource: CollectionResource
  /** The screen's read: the record's own (`useMaterial(id)`), or `allOf(record, ...)` when its form needs more. */
  query: QueryLike<D>
  /** The record in the read's data (default: the data itself). */
  recordOf?: (data: D) => R
  /** The list the screen belongs to: its back link, where a save leads, where a record that is gone points. */
  listTo: AdminPath
  /** After a save (default: back to the list; the unsaved-changes guard lets it). */
  onSaved?: () => void
}

/** What an edit screen draws (EditScreen takes it whole): the read, the record once read, the way back. */
export interface RecordEdit<D, R extends StoredRecord> {
  resource: CollectionResource
  query: QueryLike<D>
  /** Once read (and not failed since). */
  record: R | undefined
  listTo: AdminPath
  onSaved: () => void
}

/** Back to a list, as a form's `onSaved` (a create screen's; an edit screen's through useRecordEdit). */
export function useToList(listTo: AdminPath): () => void {
  const navigate = useNavigate()
  const appKey = useAppKey()
  return useCallback(() => void navigate({ to: listTo, params: { appKey } }), [navigate, listTo, appKey])
}

/**
 * The admin's edit controller (react-admin's useEditController): one record of `resource` read by the
 * screen, and what its screen and form need of it. The read stays the screen's own hook (its route's
 * loader prefetches the same input); saving stays the form's mutations.
 */
export function useRecordEdit<D, R extends StoredRecord = D & StoredRecord>(options: RecordEditOptions<D, R>): RecordEdit<D, R> {
  const { resource, query, recordOf, listTo } = options
  const toList = useToList(listTo)
  const data = query.isError ? undefined : query.data
  return {
    resource,
    query,
    record: data === undefined ? undefined : recordOf ? recordOf(data) : (data as unknown as R),
    listTo,
    onSaved: options.onSaved ?? toList,
  }
}
