import { useId } from 'react'
import type { ScheduleState } from '@/api/contract/plain/schedule-state'
import { useCapability } from '@/features/admin/parts/capability/capabilities'
import listStyles from '@/features/admin/parts/list/list.module.css'
import { useScheduleT } from './schedule-messages'

const STATES = [
  ['scheduled', 'filterScheduled'],
  ['live', 'filterLive'],
  ['ended', 'filterEnded'],
] as const

/**
 * The lists' schedule filter (`?schedule=`, sent as `filter[schedule]`); the list's toolbar draws it.
 * Not offered where the backend keeps no schedules (parts/capability): it would ignore the filter.
 */
export function ScheduleFilter({
  value,
  onChange,
}: {
  value: ScheduleState | undefined
  onChange: (next: ScheduleState | undefined) => void
}) {
  const t = useScheduleT()
  const labelId = useId()
  if (useCapability('schedules') === 'unsupported' && value === undefined) return null
  return (
    <label className={listStyles.filter}>
      <span id={labelId} className={listStyles.filterLabel}>
        {t('filter')}
      </span>
      <select
        className={listStyles.select}
        aria-labelledby={labelId}
        value={value ?? ''}
        onChange={(event) => onChange(STATES.find(([state]) => state === event.target.value)?.[0])}
      >
        <option value="">{t('all')}</option>
        {STATES.map(([state, key]) => (
          <option key={state} value={state}>
            {t(key)}
          </option>
        ))}
      </select>
    </label>
  )
}
