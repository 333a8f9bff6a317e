import { useAtomValue } from 'jotai'
import { useId } from 'react'
import type { Stats } from '@/api/contract/stats'
import { languageAtom } from '@/session/session-atoms'
import { FigureList } from './figure-list'
import { useGatesT } from './gates-messages'
import { formatDay } from './stats-format'
import styles from './stats.module.css'

type GateStats = NonNullable<Stats['gates']>

const FIGURES = ['shown', 'approved', 'declined', 'queued'] as const

/**
 * Issue 27: the welcome gate over the range: gates shown and how they were answered, in total and
 * for each day that had any (newest first). Only where the backend answers `gates`.
 */
export function StatsGates({ gates }: { gates: GateStats }) {
  const t = useGatesT()
  const language = useAtomValue(languageAtom)
  const id = useId()
  const daysId = useId()
  const days = gates.days.filter((day) => FIGURES.some((figure) => day[figure] > 0)).reverse()
  return (
    <section aria-labelledby={id} className={styles.gates}>
      <h2 id={id} className={styles.heading}>
        {t('title')}
      </h2>
      <div className={styles.totals}>
        {FIGURES.map((figure) => (
          <div key={figure} className={styles.total}>
            <span className={styles.totalLabel}>{t(figure)}</span>
            <span className={styles.totalValue}>{gates[figure]}</span>
          </div>
        ))}
        <p className={styles.hint}>{t('hint')}</p>
      </div>
      {days.length === 0 ? (
        <p className={styles.hint}>{t('none')}</p>
      ) : (
        <>
          <h3 id={daysId} className={styles.subheading}>
            {t('days')}
          </h3>
          <FigureList
            labelledBy={daysId}
            level={4}
            nameLabel={t('day')}
            figureLabels={FIGURES.map((figure) => t(figure))}
            rows={days.map((day) => ({
              key: day.date,
              name: formatDay(day.date, language),
              figures: FIGURES.map((figure) => day[figure]),
            }))}
          />
        </>
      )}
    </section>
  )
}
