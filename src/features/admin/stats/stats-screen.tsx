import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { Stats, StatsDay, StatsItem } from '@/api/contract/stats'
import { MAX_STATS_DAYS } from '@/api/contract/plain/stats-days'
import { addDays, daysBetween, utcDay } from '@/api/contract/plain/utc-days'
import { languageAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import buttons from '@/ui/button.module.css'
import { EmptyState } from '@/ui/states/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { isUnsupported, type StatsRange } from '@/features/admin/parts/stats/stats-input'
import { StatsChart } from './stats-chart'
import { downloadText, statsCsv } from './stats-csv'
import { formatDay, formatRange, percentChange } from './stats-format'
import { useStatsT } from './stats-messages'
import type { StatsSearch } from './stats-search'
import { previousRange, rangeOf, useStats } from './use-stats'
import styles from './stats.module.css'

interface StatsScreenProps {
  /** The route's search: the range (`?from=&to=`, UTC dates), the default when left out. */
  search: StatsSearch
  onSearchChange: (next: StatsSearch) => void
}

type StatsT = ReturnType<typeof useStatsT>

/**
 * Issue 18 `stats`: what visitors opened over a range kept in the URL: totals against the previous
 * period, opens and visitors per day (tap a day for its figures), and the items by opens (linked to
 * their edit screens; cards on a phone), with the list as CSV. A range longer than the server answers
 * is cut with a word; while the dates typed are not a range, the figures below are dimmed. A backend
 * without statistics (404) gets a plain statement, not an error to retry.
 */
export function StatsScreen({ search, onSearchChange }: StatsScreenProps) {
  const t = useStatsT()
  const language = useAtomValue(languageAtom)
  const range = rangeOf(search)
  const query = useStats(range)
  const previous = useStats(previousRange(range))
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
  const body = unsupported ? (
    <EmptyState title={t('unsupported')} message={t('unsupportedText')} />
  ) : (
    <QueryState query={query} pending={pending} errorTitle={t('loadFailed')}>
      {(stats) =>
        stats.totals.opens === 0 ? (
          <EmptyState title={t('empty')} message={t('emptyText')} />
        ) : (
          <StatsBody stats={stats} previous={previous.data} />
        )
      }
    </QueryState>
  )

  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" busy={query.isFetching}>
      {!unsupported && (
        <RangeForm range={range} onChange={(next) => onSearchChange(next)} onValidity={(valid) => setInvalidAt(valid ? null : rangeKey)} />
      )}
      {!unsupported && cut && (
        <p className={styles.notice} role="status">
          {t('cut', { days: daysBetween(shown.from, shown.to) + 1, range: formatRange(shown.from, shown.to, language) })}
        </p>
      )}
      <div className={invalid ? styles.stale : undefined} inert={invalid} data-stale={invalid || undefined}>
        {body}
      </div>
    </AdminPage>
  )
}

const PRESETS = [
  [7, 'last7'],
  [30, 'last30'],
  [90, 'last90'],
] as const

interface RangeFormProps {
  range: StatsRange
  onChange: (next: StatsRange) => void
  /** Whether the dates typed make a range (the figures below are dimmed while they do not). */
  onValidity: (valid: boolean) => void
}

/** The range: two dates and the usual presets (ending today); a range that starts after it ends is not asked for. */
function RangeForm({ range, onChange, onValidity }: RangeFormProps) {
  const t = useStatsT()
  const [draft, setDraft] = useState(range)
  const [synced, setSynced] = useState(range)
  // The URL changed under us (a preset, back, a range cut): the boxes follow it.
  if (synced.from !== range.from || synced.to !== range.to) {
    setSynced(range)
    setDraft(range)
  }
  const invalid = !draft.from || !draft.to || draft.from > draft.to
  const change = (next: StatsRange) => {
    setDraft(next)
    const valid = Boolean(next.from && next.to && next.from <= next.to)
    onValidity(valid)
    if (valid) onChange(next)
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
        {invalid ? `${t('rangeInvalid')} ${t('stale')}` : t('rangeHint', { max: MAX_STATS_DAYS })}
      </p>
    </fieldset>
  )
}

/** An item's name as every part of the screen (and its CSV) writes it: banners have no title of their own. */
export function itemName(item: StatsItem, t: StatsT): string {
  return item.title ?? (item.target === 'banner' ? t('bannerTitle', { id: item.id }) : t('untitled', { id: item.id }))
}

function StatsBody({ stats, previous }: { stats: Stats; previous: Stats | undefined }) {
  const t = useStatsT()
  const language = useAtomValue(languageAtom)
  const appKey = useAppKey()
  const busiest = stats.days.reduce(
    (best, day) => (day.opens > best.opens ? day : best),
    stats.days[0] ?? { date: '', opens: 0, visitors: 0 },
  )
  const kindOf = (item: StatsItem) => t(`target.${item.target}`)
  const exportCsv = () =>
    downloadText(
      statsCsv(
        stats,
        {
          header: [t('kind'), 'ID', t('csvTitle'), t('csvDeleted'), t('opens'), t('visitors')],
          kindOf,
          nameOf: (item) => itemName(item, t),
        },
        { separator: t('csvSeparator') === ',' ? ',' : ';', yes: t('csvYes'), no: t('csvNo') },
      ),
      `${t('exportFile')}-${appKey}-${stats.from}-${stats.to}.csv`,
    )
  const dayText = (day: StatsDay) =>
    t('dayFigures', {
      day: formatDay(day.date, language),
      opens: t('dayOpens', { count: day.opens }),
      visitors: t('dayVisitors', { count: day.visitors }),
    })
  const long = (day: string) => formatDay(day, language, 'long')
  return (
    <div className={styles.stack}>
      <section aria-label={t('totalsLabel')} className={styles.totals}>
        {(['opens', 'visitors'] as const).map((key) => {
          const change = previous && percentChange(stats.totals[key], previous.totals[key], language)
          return (
            <div key={key} className={styles.total}>
              <span className={styles.totalLabel}>{t(key)}</span>
              <span className={styles.totalValue}>{stats.totals[key]}</span>
              {previous && (
                <span className={styles.change}>
                  {change ? `${change} · ` : ''}
                  {t('previous', { value: previous.totals[key] })}
                </span>
              )}
            </div>
          )
        })}
        {previous && <p className={styles.hint}>{t('compared', { range: formatRange(previous.from, previous.to, language) })}</p>}
        <p className={styles.hint}>{t('visitorsHint')}</p>
      </section>
      <section aria-label={t('chart')}>
        <h2 className={styles.heading}>{t('chart')}</h2>
        <StatsChart
          days={stats.days}
          opensLabel={t('opens')}
          visitorsLabel={t('visitors')}
          dayLabel={(day) => formatDay(day, language)}
          dayText={dayText}
          pickLabel={t('pickDay')}
          pickHint={t('pickHint')}
          summary={t('chartSummary', {
            from: long(stats.from),
            to: long(stats.to),
            opens: stats.totals.opens,
            visitors: stats.totals.visitors,
            max: busiest.opens,
            day: busiest.date ? long(busiest.date) : '',
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
        <div className={styles.itemsBox}>
          <div className={styles.table}>
            <div className={styles.itemsHead} aria-hidden="true">
              <span>{t('item')}</span>
              <span>{t('kind')}</span>
              <span className={styles.number}>{t('opens')}</span>
              <span className={styles.number}>{t('visitors')}</span>
            </div>
            <ol className={styles.items} aria-labelledby="stats-items-title">
              {stats.items.map((item) => (
                <li key={`${item.target}-${String(item.id)}`} className={styles.item}>
                  <h3 className={styles.itemName}>
                    <ItemTitle item={item} />
                  </h3>
                  <span className={styles.itemKind}>{kindOf(item)}</span>
                  <dl className={styles.figures}>
                    <div className={`${styles.figure} ${styles.number}`}>
                      <dt>{t('opens')}</dt>
                      <dd>{item.opens}</dd>
                    </div>
                    <div className={`${styles.figure} ${styles.number}`}>
                      <dt>{t('visitors')}</dt>
                      <dd>{item.visitors}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>
    </div>
  )
}

/** An item's name, linked to where it is edited; a deleted one is marked and not linked. */
function ItemTitle({ item }: { item: StatsItem }) {
  const t = useStatsT()
  const appKey = useAppKey()
  const title = itemName(item, t)
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
