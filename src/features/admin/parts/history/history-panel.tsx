import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { AuditEntry } from '@/api/contract/audit-log'
import type { FormResource } from '@/api/contract/plain/resources'
import { trpc } from '@/api/trpc'
import { useAppKey } from '@/session/use-app-key'
import { Skeleton } from '@/ui/skeleton'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { HistoryDayList } from './history-day-list'
import { useHistoryT } from './history-messages'
import { historyInput } from './use-history'
import styles from './history.module.css'

/** How many of the record's newest entries the panel shows; the History screen has the rest. */
const PANEL_ENTRIES = 5

export interface HistoryPanelProps {
  resource: FormResource
  /** The record's id; 0 for a one-per-hub object (the welcome gate). */
  recordId: number
}

/**
 * "History" under an edit screen's form: the record's newest entries (`filter[resource]` +
 * `filter[record_id]`), collapsed until opened (nothing is read before), with a way to the History
 * screen filtered to it. A backend without an audit log (404): its one line of why instead.
 */
export default function HistoryPanel({ resource, recordId }: HistoryPanelProps) {
  const t = useHistoryT()
  const appKey = useAppKey()
  const [open, setOpen] = useState(false)
  // Id 0: a one-per-hub object (the welcome gate), whose History is the resource's, with no record to name.
  const search = recordId > 0 ? { resource, record: recordId } : { resource }
  const query = trpc.admin.auditLog.list.useQuery(historyInput(search, PANEL_ENTRIES), { enabled: open })
  return (
    <details className={styles.panel} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {/* A heading, so the days' h3 and the entries' h4 follow an h2 wherever the panel sits on the page. */}
        <h2 className={styles.panelTitle}>{t('panel')}</h2>
      </summary>
      {open && (
        <QueryState
          query={query}
          pending={<Skeleton height={80} radius="var(--radius-m)" />}
          errorTitle={t('loadFailed')}
          capability="auditLog"
          unsupported={{ note: styles.note }}
          inline
        >
          {({ data }) =>
            data.length === 0 ? (
              <p className={styles.note}>{t('empty')}</p>
            ) : (
              <>
                <HistoryDayList entries={data as AuditEntry[]} />
                <Link to="/$appKey/admin/history" params={{ appKey }} search={search}>
                  {t('panelAll')}
                </Link>
              </>
            )
          }
        </QueryState>
      )}
    </details>
  )
}
