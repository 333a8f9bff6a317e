import { useAtomValue } from 'jotai'
import type { Stats, StatsDay } from '@/api/contract/stats'
import { languageAtom } from '@/session/session-atoms'
import { StatsChart } from './stats-chart'
import { formatDay, formatRange, percentChange } from './stats-format'
import { StatsItems } from './stats-items'
import { useStatsT } from './stats-messages'
import styles from './stats.module.css'

/** The statistics of a range with opens: totals against the period before, the chart, and the items by opens. */
export function StatsBody({ stats, previous }: { stats: Stats; previous: Stats | undefined }) {
  const t = useStatsT()
  const language = useAtomValue(languageAtom)
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
      <StatsItems stats={stats} />
    </div>
  )
}
