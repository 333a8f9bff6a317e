import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Stats, StatsItem } from '@/api/contract/stats'
import { MAX_STATS_DAYS } from '@/api/contract/plain/stats-days'
import { addDays, utcDay } from '@/api/contract/plain/utc-days'
import { useAppKey } from '@/session/use-app-key'
import buttons from '@/ui/button.module.css'
import { EmptyState } from '@/ui/states/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { isUnsupported, type StatsRange } from '@/features/admin/parts/stats/stats-input'
import { Switch } from '@/features/admin/parts/field-frame/switch-field'
import { useSourcesT } from './sources-messages'
import { StatsChart } from './stats-chart'
import { StatsReset } from './stats-reset'
import { StatsSourcesView, useSourceRows } from './stats-sources'
import { downloadText, statsCsv } from './stats-csv'
import { useStatsT } from './stats-messages'
import type { StatsSearch } from './stats-search'
import { rangeOf, useStats } from './use-stats'
import styles from './stats.module.css'

interface StatsScreenProps {
  /** The route's search: the range (`?from=&to=`, UTC dates), the default when left out. */
  search: StatsSearch
  onSearchChange: (next: StatsSearch) => void
}

/**
 * Issue 18 `stats`: what visitors opened over a range kept in the URL: totals, opens and visitors
 * per day, and the items by opens (linked to their edit screens), with the table as CSV. A backend
 * without statistics (404) gets a plain statement, not an error to retry.
 */
export function StatsScreen({ search, onSearchChange }: StatsScreenProps) {
  const t = useStatsT()
  const ts = useSourcesT()
  const range = rangeOf(search)
  const includeAdmins = search.admins === true
  const query = useStats(range, includeAdmins)
  const unsupported = query.isError && isUnsupported(query.error)
  // Issue 26's switch and reset only where the backend counts visits (its answer has `sources`).
  const withSources = query.data?.sources !== undefined

  const pending = (
    <div className={styles.stack} role="status" aria-label={t('loading')}>
      <Skeleton height={72} radius="var(--radius-m)" />
      <Skeleton height={200} radius="var(--radius-m)" />
      <Skeleton height={160} radius="var(--radius-m)" />
    </div>
  )
  const body = unsupported ? (
    <EmptyState title={t('unsupported')} message={t('unsupportedText')} />
  ) : (
    <QueryState query={query} pending={pending} errorTitle={t('loadFailed')}>
      {(stats) =>
        stats.totals.opens === 0 && !stats.totals.visits ? (
          <EmptyState title={t('empty')} message={t('emptyText')} />
        ) : (
          <StatsBody stats={stats} />
        )
      }
    </QueryState>
  )

  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" busy={query.isFetching}>
      {!unsupported && (
        <RangeForm range={range} onChange={(next) => onSearchChange({ ...next, ...(includeAdmins ? { admins: true } : {}) })} />
      )}
      {withSources && (
        <div className={styles.adminsRow}>
          <label htmlFor="stats-include-admins">
            {ts('includeAdmins')} <span className={styles.hint}>{ts('includeAdminsHint')}</span>
          </label>
          <Switch
            id="stats-include-admins"
            checked={includeAdmins}
            onChange={(checked) => onSearchChange({ ...range, ...(checked ? { admins: true } : {}) })}
          />
        </div>
      )}
      {body}
      {withSources && <StatsReset />}
    </AdminPage>
  )
}

const PRESETS = [
  [7, 'last7'],
  [30, 'last30'],
  [90, 'last90'],
] as const

/** The range: two dates and the usual presets (ending today); a range that starts after it ends is not asked for. */
function RangeForm({ range, onChange }: { range: StatsRange; onChange: (next: StatsRange) => void }) {
  const t = useStatsT()
  const [draft, setDraft] = useState(range)
  const [synced, setSynced] = useState(range)
  // The URL changed under us (a preset, back): the boxes follow it.
  if (synced.from !== range.from || synced.to !== range.to) {
    setSynced(range)
    setDraft(range)
  }
  const invalid = !draft.from || !draft.to || draft.from > draft.to
  const change = (next: StatsRange) => {
    setDraft(next)
    if (next.from && next.to && next.from <= next.to) onChange(next)
  }
  const today = utcDay(new Date())
  return (
    <fieldset className={styles.range}>
      <legend className={styles.rangeLegend}>{t('range')}</legend>
      <div className={styles.rangeRow}>
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className={styles.dateField}>
            <span>{t(end)}</span>
            <input
              type="date"
              className={styles.date}
              value={draft[end]}
              max={end === 'from' ? today : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby="stats-range-hint"
              onChange={(event) => change({ ...draft, [end]: event.target.value })}
            />
          </label>
        ))}
        <div className={styles.presets}>
          {PRESETS.map(([days, key]) => {
            const preset = { from: addDays(today, -(days - 1)), to: today }
            const pressed = range.from === preset.from && range.to === preset.to
            return (
              <button
                key={key}
                type="button"
                className={`${buttons.button} ${buttons.secondary} ${styles.preset}`}
                aria-pressed={pressed}
                onClick={() => change(preset)}
              >
                {t(key)}
              </button>
            )
          })}
        </div>
      </div>
      <p id="stats-range-hint" className={invalid ? styles.rangeError : styles.hint} role={invalid ? 'alert' : undefined}>
        {invalid ? t('rangeInvalid') : t('rangeHint', { max: MAX_STATS_DAYS })}
      </p>
    </fieldset>
  )
}

function StatsBody({ stats }: { stats: Stats }) {
  const t = useStatsT()
  const ts = useSourcesT()
  const appKey = useAppKey()
  const withShares = stats.items.some((item) => item.shares !== undefined)
  const sourceRows = useSourceRows(stats.sources ?? EMPTY_SOURCES)
  const csvSources = Object.entries(sourceRows).flatMap(([source, rows]) =>
    rows.map((row) => [ts(source as 'campaigns'), row.name, ...row.values]),
  )
  const busiest = stats.days.reduce(
    (best, day) => (day.opens > best.opens ? day : best),
    stats.days[0] ?? { date: '', opens: 0, visitors: 0 },
  )
  const targetName = (target: string) => t(`target.${target as StatsItem['target']}`)
  const exportCsv = () =>
    downloadText(
      statsCsv(stats, [t('kind'), 'ID', t('csvTitle'), t('csvDeleted'), t('opens'), t('visitors')], targetName, {
        ...(withShares ? { itemColumns: [ts('shares'), ts('arrivals')] } : {}),
        sources: stats.sources ? [[ts('csvSource'), ts('csvValue'), ts('visits'), ts('visitors')], ...csvSources] : [],
      }),
      `${t('exportFile')}-${appKey}-${stats.from}-${stats.to}.csv`,
    )
  return (
    <div className={styles.stack}>
      <section aria-label={t('totalsLabel')} className={styles.totals}>
        <div className={styles.total}>
          <span className={styles.totalLabel}>{t('opens')}</span>
          <span className={styles.totalValue}>{stats.totals.opens}</span>
        </div>
        <div className={styles.total}>
          <span className={styles.totalLabel}>{t('visitors')}</span>
          <span className={styles.totalValue}>{stats.totals.visitors}</span>
        </div>
        {stats.totals.visits !== undefined && (
          <div className={styles.total}>
            <span className={styles.totalLabel}>{ts('visits')}</span>
            <span className={styles.totalValue}>{stats.totals.visits}</span>
          </div>
        )}
        <p className={styles.hint}>{t('visitorsHint')}</p>
      </section>
      <section aria-label={t('chart')}>
        <h2 className={styles.heading}>{t('chart')}</h2>
        <StatsChart
          days={stats.days}
          opensLabel={t('opens')}
          visitorsLabel={t('visitors')}
          summary={t('chartSummary', {
            from: stats.from,
            to: stats.to,
            opens: stats.totals.opens,
            visitors: stats.totals.visitors,
            max: busiest.opens,
            day: busiest.date,
          })}
        />
      </section>
      <section aria-labelledby="stats-items-title">
        <div className={styles.itemsHeader}>
          <h2 id="stats-items-title" className={styles.heading}>
            {t('items')}
          </h2>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={exportCsv}>
            {t('export')}
          </button>
        </div>
        <div className={styles.tableBox}>
          <table className={styles.table} aria-labelledby="stats-items-title">
            <thead>
              <tr>
                <th scope="col">{t('item')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col" className={styles.number}>
                  {t('opens')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('visitors')}
                </th>
                {withShares && (
                  <th scope="col" className={styles.number}>
                    {ts('shares')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {stats.items.map((item) => (
                <tr key={`${item.target}-${String(item.id)}`}>
                  <th scope="row" className={styles.itemTitle}>
                    <ItemTitle item={item} />
                  </th>
                  <td>{targetName(item.target)}</td>
                  <td className={styles.number}>{item.opens}</td>
                  <td className={styles.number}>{item.visitors}</td>
                  {withShares && <td className={styles.number}>{item.shares ?? 0}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {stats.sources && <StatsSourcesView sources={stats.sources} />}
    </div>
  )
}

const EMPTY_SOURCES: NonNullable<Stats['sources']> = {
  campaigns: [],
  sharers: [],
  chatTypes: [],
  platforms: [],
  languages: [],
  unknown: { visits: 0, visitors: 0 },
}

/** An item's name, linked to where it is edited; a deleted one is marked and not linked. */
function ItemTitle({ item }: { item: StatsItem }) {
  const t = useStatsT()
  const appKey = useAppKey()
  const title = item.title ?? (item.target === 'banner' ? t('bannerTitle', { id: item.id }) : t('untitled', { id: item.id }))
  if (item.deleted) {
    return (
      <span className={styles.deleted}>
        {title} <span className={styles.deletedBadge}>{t('deleted')}</span>
      </span>
    )
  }
  switch (item.target) {
    case 'category':
      return (
        <Link to="/$appKey/admin/category/edit/$id" params={{ appKey, id: item.id }}>
          {title}
        </Link>
      )
    case 'material':
      return (
        <Link to="/$appKey/admin/materials/edit/$id" params={{ appKey, id: item.id }}>
          {title}
        </Link>
      )
    case 'banner':
      return (
        <Link to="/$appKey/admin/banner" params={{ appKey }}>
          {title}
        </Link>
      )
    case 'section':
    case 'button':
    case 'local_link':
      // Edited inside their category or popup: no screen of their own.
      return <>{title}</>
  }
}
