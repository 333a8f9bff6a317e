import { useAtomValue } from 'jotai'
import { useId } from 'react'
import type { AuditEntry } from '@/api/contract/audit-log'
import { languageAtom } from '@/session/session-atoms'
import { HistoryEntry } from './history-entry'
import { dayLabel, groupByDay } from './day-groups'
import { useHistoryT } from './history-messages'
import { useLinkedNames } from './use-linked-names'
import styles from './history.module.css'

/**
 * Entries (newest first) under a heading per day («Сегодня», «Вчера», «25 ноября»), their values
 * named from the lists they point at. The day is an h3, each entry an h4.
 */
export function HistoryDayList({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useHistoryT()
  const language = useAtomValue(languageAtom)
  const names = useLinkedNames(entries)
  const id = useId()
  return (
    <ul className={styles.days} aria-label={t('list')}>
      {groupByDay(entries).map(({ day, entries: ofDay }) => (
        <li key={day} aria-labelledby={`${id}-${day}`}>
          <h3 id={`${id}-${day}`} className={styles.day}>
            {dayLabel(day, language, t)}
          </h3>
          <ul className={styles.list}>
            {ofDay.map((entry) => (
              <li key={entry.id}>
                <HistoryEntry entry={entry} names={names} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
