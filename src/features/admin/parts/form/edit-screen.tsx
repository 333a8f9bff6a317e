/**
 * USAGE (Edit part): an edit screen is its controller and this frame:
 *   const edit = useRecordEdit({ resource: 'materials', query: useMaterial(id), listTo: '/$appKey/admin/materials' })
 *   <EditScreen edit={edit} title={(m) => t('edit', { title: m.title })} loadingTitle={t('editLoading', { id })}
 *     listTitle={t('title')} errorTitle={t('loadFailed')} pending={<Skeleton height={320} />} wide>
 *     {(material) => <MaterialForm key={material.id} material={material} save={...} onSaved={edit.onSaved} />}
 *   </EditScreen>
 * and its form binds to the record with `formRecord(resource, record, toForm, empty)` (record-edit.ts).
 */
import type { ReactNode } from 'react'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { RecordFrame } from '@/features/admin/parts/shell/record-frame'
import type { StoredRecord } from './record-edit'
import type { RecordEdit } from './use-record-edit'

interface EditScreenProps<D, R extends StoredRecord> {
  edit: RecordEdit<D, R>
  /** The page's title once the record is read. */
  title: (record: R) => string
  /** ...and while it loads (or failed to). */
  loadingTitle: string
  /** The list's name (the back link, and the way out of a record that is gone). */
  listTitle: string
  /** The heading of a failed read. */
  errorTitle: string
  /** What draws while the read is on its way (the form's skeleton). */
  pending: ReactNode
  /** Buttons beside the title (share, delete). */
  actions?: ReactNode
  /** Forms with a preview may use the whole width. */
  wide?: boolean
  children: (data: D) => ReactNode
}

/** One record's edit screen: the page (back to its list), the record's History panel above its form, and every load state. */
export function EditScreen<D, R extends StoredRecord>(props: EditScreenProps<D, R>) {
  const { edit, title, loadingTitle, listTitle, errorTitle, pending, actions, wide, children } = props
  const { record, query, listTo } = edit
  return (
    <AdminPage
      title={record ? title(record) : loadingTitle}
      backTo={listTo}
      backLabel={listTitle}
      actions={actions}
      wide={wide}
      busy={query.isPending}
    >
      <RecordFrame resource={edit.resource} record={record}>
        <QueryState query={query} pending={pending} errorTitle={errorTitle} listTo={listTo} listTitle={listTitle}>
          {children}
        </QueryState>
      </RecordFrame>
    </AdminPage>
  )
}
