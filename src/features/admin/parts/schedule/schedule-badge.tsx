import { useAtomValue } from 'jotai'
import { scheduleStateAt, type Scheduled } from '@/api/contract/plain/schedule-state'
import { languageAtom } from '@/session/session-atoms'
import { useScheduleT } from './schedule-messages'
import styles from './schedule.module.css'

/**
 * "scheduled" / "ended" beside a record in a list (nothing while it is shown), by the same rule as
 * the server's reads and `filter[schedule]` (contract/plain/schedule-state.ts), at the moment the list is drawn.
 */
export function ScheduleBadge({ record, now = new Date() }: { record: Scheduled; now?: Date }) {
  const t = useScheduleT()
  const language = useAtomValue(languageAtom)
  const state = scheduleStateAt(record, now)
  if (state === 'live') return null
  const bound = state === 'scheduled' ? record.visibleFrom : record.visibleUntil
  const at = bound ? new Date(bound).toLocaleString(language === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeStyle: 'short' }) : ''
  return (
    <span className={`${styles.badge} ${styles[state]}`} title={t(state === 'scheduled' ? 'scheduledTitle' : 'endedTitle', { at })}>
      {t(state)}
    </span>
  )
}
