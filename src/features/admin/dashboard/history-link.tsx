import { Link } from '@tanstack/react-router'
import { trpc } from '@/api/trpc'
import { useAppKey } from '@/session/use-app-key'
import { isUnsupported, retryUnlessUnsupported } from '@/features/admin/parts/stats/stats-input'
import { useDashboardT } from './dashboard-messages'
import styles from './dashboard.module.css'

/** One entry is enough: the answer's total is what the row shows. */
const newestEntry = { pagination: { offset: 0, limit: 1 } }

/**
 * The History screen in the index, beside Statistics, with how many entries the hub's log holds.
 * A backend without an audit log (404): the row stays, marked, not a link, as Statistics does.
 */
export function HistoryLink() {
  const t = useDashboardT()
  const appKey = useAppKey()
  const query = trpc.admin.auditLog.list.useQuery(newestEntry, { retry: retryUnlessUnsupported })
  if (query.isError && isUnsupported(query.error)) {
    return (
      <div className={`${styles.link} ${styles.unavailable}`}>
        <span className={styles.name}>{t('history')}</span>
        <span className={styles.count}>{t('historyUnsupported')}</span>
      </div>
    )
  }
  const total = query.data?.meta.total
  return (
    <Link to="/$appKey/admin/history" params={{ appKey }} className={styles.link}>
      <span className={styles.name}>{t('history')}</span>
      <span className={styles.count}>{total === undefined ? t('countUnknown') : t('historyEntries', { count: total })}</span>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  )
}
