import { useAtomValue } from 'jotai'
import type { Stats, StatsDay, StatsSources, StatsSplit } from '@/api/contract/stats'
import { languageAtom } from '@/session/session-atoms'
import { splitStacks } from './split-series'
import { StatsChart } from './stats-chart'
import { formatDay, formatRange, percentChange } from './stats-format'
import { StatsItems } from './stats-items'
import { useSourcesT } from './sources-messages'
import { StatsSourcesView, useSourceRows } from './stats-sources'
import { useStatsT } from './stats-messages'
import styles from './stats.module.css'

const SPLITS: readonly StatsSplit[] = ['campaign', 'sharer', 'chat_type', 'platform', 'language']

interface StatsBodyProps {
  stats: Stats
  previous: Stats | undefined
  /** Issue 26: the source the chart splits visits by (`?split=`), and the choice; absent where the backend counts no visits. */
  split?: StatsSplit
  onSplit?: (split: StatsSplit | undefined) => void
}

/** The statistics of a range with opens: totals against the period before, the chart, and the items by opens. */
export function StatsBody({ stats, previous, split, onSplit }: StatsBodyProps) {
  const t = useStatsT()
  const ts = useSourcesT()
  const sourceRows = useSourceRows(stats.sources ?? NO_SOURCES)
  const csvSources = stats.sources
    ? [
        [ts('csvSource'), ts('csvValue'), ts('visits'), ts('visitors')],
        ...Object.entries(sourceRows).flatMap(([source, rows]) =>
          rows.map((row) => [ts(source as keyof typeof sourceRows), row.name, ...row.values.slice(0, 2)]),
        ),
      ]
    : undefined
  const language = useAtomValue(languageAtom)
  // Visits (issue 26) where the backend counts them.
  const totals: Array<{ key: keyof Stats['totals']; label: string }> = [
    { key: 'opens', label: t('opens') },
    { key: 'visitors', label: t('visitors') },
    ...(stats.totals.visits === undefined ? [] : [{ key: 'visits' as const, label: ts('visits') }]),
  ]
  const busiest = stats.days.reduce(
    (best, day) => (day.opens > best.opens ? day : best),
    stats.days[0] ?? { date: '', opens: 0, visitors: 0 },
  )
  const dayText = (day: StatsDay) =>
    t('dayFigures', {
      day: formatDay(day.date, language),
      opens: t('dayOpens', { count: day.opens }),
      visitors: t('dayVisitors', { count: day.visitors }),
    })
  const long = (day: string) => formatDay(day, language, 'long')
  // The split the answer carries (a backend without `split=` answers days without it: the plain chart).
  const stacks = split && stats.days.some((day) => day.split) ? splitStacks(stats.days, split, sourceRows, ts('split.rest')) : undefined
  const splitDayText = (day: StatsDay) => {
    const parts = (stacks?.series ?? [])
      .map((series) => ({ name: series.name, visits: stacks?.valueOf(day, series.key) ?? 0 }))
      .filter((part) => part.visits > 0)
      .map((part) => `${part.name} ${String(part.visits)}`)
    const date = formatDay(day.date, language)
    return parts.length > 0 ? ts('split.day', { day: date, parts: parts.join(', ') }) : ts('split.dayNone', { day: date })
  }
  return (
    <div className={styles.stack}>
      <section aria-label={t('totalsLabel')} className={styles.totals}>
        {totals.map(({ key, label }) => {
          const now = stats.totals[key] ?? 0
          const before = previous?.totals[key]
          const change = before !== undefined && percentChange(now, before, language)
          return (
            <div key={key} className={styles.total}>
              <span className={styles.totalLabel}>{label}</span>
              <span className={styles.totalValue}>{now}</span>
              {before !== undefined && (
                <span className={styles.change}>
                  {change ? `${change} · ` : ''}
                  {t('previous', { value: before })}
                </span>
              )}
            </div>
          )
        })}
        {previous && <p className={styles.hint}>{t('compared', { range: formatRange(previous.from, previous.to, language) })}</p>}
        <p className={styles.hint}>{t('visitorsHint')}</p>
      </section>
      <section aria-labelledby="stats-chart-title">
        <h2 id="stats-chart-title" className={styles.heading}>
          {stacks && split ? ts(`split.${split}`) : t('chart')}
        </h2>
        {onSplit && (
          <label className={styles.splitField}>
            {ts('split.label')}
            <select value={split ?? ''} onChange={(event) => onSplit(SPLITS.find((value) => value === event.target.value))}>
              <option value="">{ts('split.none')}</option>
              {SPLITS.map((value) => (
                <option key={value} value={value}>
                  {ts(`split.${value}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <StatsChart
          days={stats.days}
          opensLabel={t('opens')}
          visitorsLabel={t('visitors')}
          dayLabel={(day) => formatDay(day, language)}
          dayText={stacks ? splitDayText : dayText}
          pickLabel={t('pickDay')}
          pickHint={t('pickHint')}
          stacks={stacks}
          summary={
            stacks
              ? ts('split.summary', {
                  from: long(stats.from),
                  to: long(stats.to),
                  parts: stacks.series.map((series) => series.name).join(', '),
                })
              : t('chartSummary', {
                  from: long(stats.from),
                  to: long(stats.to),
                  opens: stats.totals.opens,
                  visitors: stats.totals.visitors,
                  max: busiest.opens,
                  day: busiest.date ? long(busiest.date) : '',
                })
          }
        />
      </section>
      <StatsItems stats={stats} sources={csvSources} />
      {stats.sources && <StatsSourcesView sources={stats.sources} />}
    </div>
  )
}

const NO_SOURCES: StatsSources = {
  campaigns: [],
  sharers: [],
  chatTypes: [],
  platforms: [],
  languages: [],
  unknown: { visits: 0, visitors: 0 },
}
