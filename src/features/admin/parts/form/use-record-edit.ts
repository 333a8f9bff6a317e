import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { FormResource } from '@/api/contract/plain/resources'
import { useAppKey } from '@/session/use-app-key'
import type { AdminPath } from '@/features/admin/parts/shell/admin-path'
import type { QueryLike } from '@/features/admin/parts/shell/query-state'
import type { StoredRecord } from './record-edit'

interface RecordEditOptions<D, R extends StoredRecord> {
  /** The audit log's word for the record's kind (its History panel, its form's draft). */
  resource: FormResource
  /**
   * The screen's read: the record's own (`useMaterial(id)`), or `allOf(record, ...)` when its form needs
   * more. Absent: a create screen with nothing to read.
   */
  query?: QueryLike<D>
  /** The record in the read's data (default: the data itself); null: none yet, the form creates it. */
  recordOf?: (data: D) => R | null
  /** The list the screen belongs to: its back link, where a save leads, where a record that is gone points. */
  listTo: AdminPath
  /** After a save (default: back to the list; the unsaved-changes guard lets it). */
  onSaved?: () => void
}

/** What an edit (or create) screen draws (EditScreen takes it whole): the read, the record once read, the way back. */
export interface RecordEdit<D, R extends StoredRecord> {
  resource: FormResource
  query: QueryLike<D>
  /** The record in the read's data: null for a new one. */
  recordOf: (data: D) => R | null
  /** Once read (and not failed since): the record, or null for a new one; undefined while reading. */
  record: R | null | undefined
  listTo: AdminPath
  onSaved: () => void
}

/** The read of a create screen that reads nothing: ready at once, with no record. */
const NOTHING_TO_READ: QueryLike<null> = { data: null, error: null, isPending: false, isError: false, refetch: () => Promise.resolve() }

/**
 * The admin's edit controller (react-admin's useEditController, and its create controller: a screen
 * without `query`, or whose `recordOf` finds none): one record of `resource` read by the screen, and
 * what its screen and form need of it. The read stays the screen's own hook (its route's loader
 * prefetches the same input); saving stays the form's mutations. A form drawn inside its list (the
 * banners') takes the list's read as `query` and the edited record with `recordOf`, and draws its own
 * frame around RecordFrame instead of EditScreen.
 */
export function useRecordEdit<D = null, R extends StoredRecord = D & StoredRecord>(options: RecordEditOptions<D, R>): RecordEdit<D, R> {
  const { resource, recordOf = (data: D) => data as unknown as R | null, listTo } = options
  const query = options.query ?? (NOTHING_TO_READ as QueryLike<D>)
  const navigate = useNavigate()
  const appKey = useAppKey()
  const toList = useCallback(() => void navigate({ to: listTo, params: { appKey } }), [navigate, listTo, appKey])
  const data = query.isError ? undefined : query.data
  return {
    resource,
    query,
    recordOf,
    record: data === undefined ? undefined : recordOf(data),
    listTo,
    onSaved: options.onSaved ?? toList,
  }
}
