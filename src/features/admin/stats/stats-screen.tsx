import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { daysBetween } from '@/api/contract/plain/utc-days'
import { languageAtom } from '@/session/session-atoms'
import { isUnsupported } from '@/features/admin/parts/capability/capabilities'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import type { StatsSearch } from '@/features/admin/parts/list/list-search'
import { Switch, SwitchRow } from '@/features/admin/parts/field-frame/switch-field'
import { useRoleAllows } from '@/features/admin/parts/roles/use-admin-role'
import { EmptyState } from '@/ui/states/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { StatsBody } from './stats-body'
import { StatsGates } from './stats-gates'
import { formatRange } from './stats-format'
import { useStatsT } from './stats-messages'
import { RangeForm } from './range-form'
import { useSourcesT } from './sources-messages'
import { StatsReset } from './stats-reset'
import { previousRange, rangeOf, useStats } from './use-stats'
import styles from './stats.module.css'

interface StatsScreenProps {
  /** The route's search (validated there): the range (`?from=&to=`, UTC dates), the default when left out. */
  search: StatsSearch
  onSearchChange: (next: StatsSearch) => void
}

/**
 * Issue 18 `stats`: what visitors opened over a range kept in the URL: totals against the previous
 * period, opens and visitors per day (tap a day for its figures), and the items by opens (linked to
 * their edit screens; cards on a phone), with the list as CSV. A range longer than the server answers
 * is cut with a word; while the dates typed are not a range, the figures below are dimmed. A backend
 * without statistics (404) gets the capability's statement, not an error to retry. Where the backend
 * counts visits (issue 26): visits in the totals, where they came from, the admins' own on demand
 * (`?admins=1`), and the owner's reset.
 */
export function StatsScreen({ search, onSearchChange }: StatsScreenProps) {
  const t = useStatsT()
  const language = useAtomValue(languageAtom)
  const ts = useSourcesT()
  const range = rangeOf(search)
  const includeAdmins = search.admins === true
  const query = useStats(range, includeAdmins, search.split)
  const previous = useStats(previousRange(range), includeAdmins)
  // Issue 26's switch and reset only where the backend counts visits (its answer has `sources`).
  const withSources = query.data?.sources !== undefined
  const mayReset = useRoleAllows('owner')
  // A new range keeps the admins' switch and the chart's split.
  const kept = (next: StatsSearch): StatsSearch => ({
    ...next,
    ...(includeAdmins && { admins: true }),
    ...(search.split && { split: search.split }),
  })
  const unsupported = query.isError && isUnsupported(query.error)
  // Keyed by the range, so a new range from the URL (a preset, back) starts valid.
  const rangeKey = `${range.from}/${range.to}`
  const [invalidAt, setInvalidAt] = useState<string | null>(null)
  const invalid = invalidAt === rangeKey
  const pending = (
    <div className={styles.stack} role="status" aria-label={t('loading')}>
      <Skeleton height={72} radius="var(--radius-m)" />
      <Skeleton height={200} radius="var(--radius-m)" />
      <Skeleton height={160} radius="var(--radius-m)" />
    </div>
  )
  // Asked for more than was answered (the URL's range, or the server's own limit): said, not hidden.
  const shown = query.data ?? range
  const cut = search.from !== undefined && search.from < shown.from
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" busy={query.isFetching}>
      {/* Without statistics there is no range to pick: the notice alone. */}
      {!unsupported && (
        <RangeForm
          range={range}
          onChange={(next) => onSearchChange(kept(next))}
          onValidity={(valid) => setInvalidAt(valid ? null : rangeKey)}
        />
      )}
      {withSources && (
        <SwitchRow id="stats-include-admins" label={ts('includeAdmins')} hint={ts('includeAdminsHint')}>
          <Switch
            id="stats-include-admins"
            checked={includeAdmins}
            onChange={(checked) =>
              onSearchChange({ ...range, ...(checked && { admins: true }), ...(search.split && { split: search.split }) })
            }
          />
        </SwitchRow>
      )}
      {!unsupported && cut && (
        <p className={styles.notice} role="status">
          {t('cut', { days: daysBetween(shown.from, shown.to) + 1, range: formatRange(shown.from, shown.to, language) })}
        </p>
      )}
      <div className={invalid ? styles.stale : undefined} inert={invalid} data-stale={invalid || undefined}>
        <QueryState query={query} pending={pending} errorTitle={t('loadFailed')} capability="stats">
          {(stats) => (
            <>
              {stats.totals.opens === 0 && !stats.totals.visits ? (
                <EmptyState title={t('empty')} message={t('emptyText')} />
              ) : (
                <StatsBody
                  stats={stats}
                  previous={previous.data}
                  split={search.split}
                  onSplit={withSources ? (split) => onSearchChange({ ...kept(range), split }) : undefined}
                />
              )}
              {/* Issue 27: join requests are not opens, so the gate's block stands apart, with or without them. */}
              {stats.gates && <StatsGates gates={stats.gates} />}
            </>
          )}
        </QueryState>
      </div>
      {withSources && mayReset && <StatsReset />}
    </AdminPage>
  )
}
