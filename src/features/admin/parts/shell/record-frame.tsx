import { Fragment, lazy, Suspense, type ReactNode } from 'react'
import type { FormResource } from '@/api/contract/plain/resources'

// In the shell's chunk rather than in one of its own: every edit screen loads the shell anyway, and a
// chunk of its own (with its preload list) cost the heaviest admin screen half a kilobyte.
const HistoryPanel = lazy(() => import('@/features/admin/parts/history/history-panel'))

/**
 * The frame of one record's form, wherever a form edits one (EditScreen, the theme, the floating
 * button, the banner being edited): the record's History panel above the form (the form's save bar
 * stays at the screen's bottom down to the form's end), and the form drawn anew for another record,
 * or for none yet ('new').
 */
export function RecordFrame({
  resource,
  record,
  children,
}: {
  resource: FormResource
  record: { id: number } | null | undefined
  children: ReactNode
}) {
  return (
    <Fragment key={record?.id ?? 'new'}>
      {record && (
        <Suspense fallback={null}>
          <HistoryPanel resource={resource} recordId={record.id} />
        </Suspense>
      )}
      {children}
    </Fragment>
  )
}
