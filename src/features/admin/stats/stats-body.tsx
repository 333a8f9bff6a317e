import type { Stats } from '@/api/contract/stats'
import { StatsChart } from './stats-chart'
import { StatsItems } from './stats-items'
import { useStatsT } from './stats-messages'
import styles from './stats.module.css'
/** The statistics of a range with opens: totals, the chart, and the items by opens. */
export function StatsBody({ stats }: { stats: Stats }) {
  const t = useStatsT()
  const busiest = stats.days.reduce(
    (best, day) => (day.opens > best.opens ? day : best),
    stats.days[0] ?? { date: '', opens: 0, visitors: 0 },
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
      <StatsItems stats={stats} />
    </div>
  )
}
