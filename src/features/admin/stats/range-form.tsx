import { useId, useState } from 'react'
import { MAX_STATS_DAYS } from '@/api/contract/plain/stats-days'
import { addDays, utcDay } from '@/api/contract/plain/utc-days'
import buttons from '@/ui/button.module.css'
import type { StatsRange } from '@/features/admin/parts/stats/stats-input'
import { useStatsT } from './stats-messages'
import styles from './stats.module.css'

const PRESETS = [
  [7, 'last7'],
  [30, 'last30'],
  [90, 'last90'],
] as const

/** The range: two dates and the usual presets (ending today); a range that starts after it ends is not asked for. */
export function RangeForm({ range, onChange }: { range: StatsRange; onChange: (next: StatsRange) => void }) {
  const t = useStatsT()
  const hintId = useId()
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
              aria-describedby={hintId}
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
      <p id={hintId} className={invalid ? styles.rangeError : styles.hint} role={invalid ? 'alert' : undefined}>
        {invalid ? t('rangeInvalid') : t('rangeHint', { max: MAX_STATS_DAYS })}
      </p>
    </fieldset>
  )
}
