import { lazy, Suspense, type ReactNode } from 'react'
import { audienceAccess, type Audienced } from '@/api/contract/plain/audience-rule'
import type { AccessOf } from './preview-as'

const PreviewAsViewer = lazy(() => import('./preview-as').then((module) => ({ default: module.PreviewAsViewer })))

const open: AccessOf = () => 'open'
const asOutsider: AccessOf = (record) => audienceAccess(record, false)

/**
 * USAGE (Audience part): a live preview of several records (the banners' carousel, a popup's sheet):
 *   <PreviewForViewers records={shown}>{(accessOf) => <Strip items={shown.filter((r) => accessOf(r) !== 'hidden')} />}</PreviewForViewers>
 * Where any of `records` is not for everyone, "Preview as: channel member / outsider" above the
 * preview (its part loads lazily, out of the forms' first load; until then, drawn as an outsider,
 * the switch's first choice); otherwise the preview alone, everything open.
 */
export function PreviewForViewers({ records, children }: { records: readonly Audienced[]; children: (accessOf: AccessOf) => ReactNode }) {
  if (!records.some((record) => record.audience === 'members' || record.audience === 'outsiders')) return children(open)
  return (
    <Suspense fallback={children(asOutsider)}>
      <PreviewAsViewer records={records}>{children}</PreviewAsViewer>
    </Suspense>
  )
}
