import { isUnsupported } from '@/features/admin/parts/capability/capabilities'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import type { StatsSearch } from '@/features/admin/parts/list/list-search'
import { EmptyState } from '@/ui/states/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { StatsBody } from './stats-body'
import { useStatsT } from './stats-messages'
import { RangeForm } from './range-form'
import { rangeOf, useStats } from './use-stats'
import styles from './stats.module.css'

interface StatsScreenProps {
  /** The route's search (validated there): the range (`?from=&to=`, UTC dates), the default when left out. */
  search: StatsSearch
  onSearchChange: (next: StatsSearch) => void
}

/**
 * Issue 18 `stats`: what visitors opened over a range kept in the URL: totals, opens and visitors
 * per day, and the items by opens (linked to their edit screens), with the table as CSV. A backend
 * without statistics (404) gets the capability's statement, not an error to retry.
 */
export function StatsScreen({ search, onSearchChange }: StatsScreenProps) {
  const t = useStatsT()
  const range = rangeOf(search)
  const query = useStats(range)
  const pending = (
    <div className={styles.stack} role="status" aria-label={t('loading')}>
      <Skeleton height={72} radius="var(--radius-m)" />
      <Skeleton height={200} radius="var(--radius-m)" />
      <Skeleton height={160} radius="var(--radius-m)" />
    </div>
  )
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" busy={query.isFetching}>
      {/* Without statistics there is no range to pick: the notice alone. */}
      {!(query.isError && isUnsupported(query.error)) && <RangeForm range={range} onChange={(next) => onSearchChange(next)} />}
      <QueryState query={query} pending={pending} errorTitle={t('loadFailed')} capability="stats">
        {(stats) => (stats.totals.opens === 0 ? <EmptyState title={t('empty')} message={t('emptyText')} /> : <StatsBody stats={stats} />)}
      </QueryState>
    </AdminPage>
  )
}
