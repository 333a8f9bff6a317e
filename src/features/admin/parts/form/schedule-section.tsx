import { lazy, Suspense, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useCapability } from '@/features/admin/parts/capability/capabilities'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import fieldStyles from '@/features/admin/parts/field-frame/fields.module.css'
import { Skeleton } from '@/ui/skeleton'

const LazyScheduleFields = lazy(() => import('../schedule/schedule-fields').then((m) => ({ default: m.ScheduleFields })))

const at = (path: string, key: string) => (path ? `${path}.${key}` : key)

/**
 * "Show from / until" where a form wants it: open (the fields fetched then) when the record has a
 * window or the admin asks for one; a record without one shows one button. Most records have no
 * window, so the fields stay out of the forms' first load (the 200 KB budget). The schema checks the
 * values whether or not the fields have drawn; a value there always opens them, so its error shows.
 * Not offered where the backend's records carry no schedule (parts/capability: it would drop the
 * window); the form says why once, above its fields (AdminForm).
 */
export function ScheduleSection({ path = '' }: { path?: string }) {
  const t = usePartsT()
  const [from, until] = useWatch({ name: [at(path, 'visibleFrom'), at(path, 'visibleUntil')] }) as [unknown, unknown]
  const [asked, setAsked] = useState(false)
  const dropped = useCapability('schedules') === 'unsupported'
  if (dropped && from == null && until == null) return null
  if (!asked && from == null && until == null) {
    return (
      <button type="button" className={fieldStyles.smallButton} aria-expanded={false} onClick={() => setAsked(true)}>
        {t('schedule.open')}
      </button>
    )
  }
  return (
    <Suspense fallback={<Skeleton height={150} radius="var(--radius-m)" />}>
      <LazyScheduleFields path={path} />
    </Suspense>
  )
}
