/**
 * USAGE (Form part): an edit screen is its controller and this frame:
 *   const edit = useRecordEdit({ resource: 'materials', query: useMaterial(id), listTo: '/$appKey/admin/materials' })
 *   <EditScreen edit={edit} title={(m) => t('edit', { title: m.title })} loadingTitle={t('editLoading', { id })}
 *     listTitle={t('title')} errorTitle={t('loadFailed')} pending={<Skeleton height={320} />}>
 *     {(material) => <MaterialForm key={material.id} material={material} save={...} onSaved={edit.onSaved} />}
 *   </EditScreen>
 * A create screen is the same without `query` (`title` a string, the form's record null); a screen of
 * one record (the theme) reads its list and picks it with `recordOf`. Its form binds to the record with
 * `formRecord(resource, record, toForm, empty)` (record-edit.ts).
 */
import type { ReactNode } from 'react'
import type { CapabilityName } from '@/features/admin/parts/capability/capabilities'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { RecordFrame } from '@/features/admin/parts/shell/record-frame'
import type { StoredRecord } from './record-edit'
import type { RecordEdit } from './use-record-edit'

interface EditScreenProps<D, R extends StoredRecord> {
  edit: RecordEdit<D, R>
  /** The page's title: one for the screen, or the record's once it is read. */
  title: string | ((record: R) => string)
  /** ...while the record loads (or failed to), or when there is none. */
  loadingTitle?: string
  /** The list's name (the back link, and the way out of a record that is gone). */
  listTitle?: string
  /** The heading of a failed read. */
  errorTitle: string
  /** What draws while the read is on its way (the form's skeleton). */
  pending: ReactNode
  /** Buttons beside the title (share, delete). */
  actions?: ReactNode
  /** SPEC 2: the floating button's screen uses the surface layout. */
  layout?: 'page' | 'surface'
  /** The read is a call beyond SPEC 7 (the welcome gate): a backend without it (404) gets the capability's notice. */
  capability?: CapabilityName
  /** What stands above the record's History panel and form (which of several records this is). */
  intro?: (data: D) => ReactNode
  /** The form, given the read's data and the record in it (null: a new one). */
  children: (data: D, record: R | null) => ReactNode
}

/**
 * One record's edit (or create) screen: the page (back to its list), every load state, and the
 * record's History panel above its form (RecordFrame: the form drawn anew for another record).
 */
export function EditScreen<D, R extends StoredRecord>(props: EditScreenProps<D, R>) {
  const { edit, title, loadingTitle, listTitle, errorTitle, pending, actions, layout, capability, intro, children } = props
  const { record, query, listTo } = edit
  const pageTitle = typeof title === 'string' ? title : record ? title(record) : (loadingTitle ?? listTitle ?? '')
  return (
    <AdminPage title={pageTitle} backTo={listTo} backLabel={listTitle} actions={actions} layout={layout} busy={query.isPending}>
      <QueryState query={query} pending={pending} errorTitle={errorTitle} listTo={listTo} listTitle={listTitle} capability={capability}>
        {(data) => {
          const current = edit.recordOf(data)
          return (
            <>
              {intro?.(data)}
              <RecordFrame resource={edit.resource} record={current}>
                {children(data, current)}
              </RecordFrame>
            </>
          )
        }}
      </QueryState>
    </AdminPage>
  )
}
