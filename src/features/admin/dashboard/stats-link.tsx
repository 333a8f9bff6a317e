import { Link } from '@tanstack/react-router'
import { trpc } from '@/api/trpc'
import { useAppKey } from '@/session/use-app-key'
import { defaultStatsRange, statsInput, retryUnlessUnsupported, isUnsupported } from '@/features/admin/parts/stats/stats-input'
import { useDashboardT } from './dashboard-messages'
import styles from './dashboard.module.css'

/**
 * The statistics screen in the index, with the opens of the last 30 days (the screen's default read,
 * so opening it shows them at once). A backend without statistics (404): the row stays, marked, not a link.
 */
export function StatsLink() {
  const t = useDashboardT()
  const appKey = useAppKey()
  const query = trpc.admin.stats.get.useQuery(statsInput(defaultStatsRange()), { retry: retryUnlessUnsupported })
  if (query.isError && isUnsupported(query.error)) {
    return (
      <div className={`${styles.link} ${styles.unavailable}`}>
        <span className={styles.name}>{t('stats')}</span>
        <span className={styles.count}>{t('isUnsupported')}</span>
      </div>
    )
  }
  const opens = query.data?.totals.opens
  return (
    <Link to="/$appKey/admin/stats" params={{ appKey }} className={styles.link}>
      <span className={styles.name}>{t('stats')}</span>
      <span className={styles.count}>{opens === undefined ? t('countUnknown') : t('statsOpens', { count: opens })}</span>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  )
}
