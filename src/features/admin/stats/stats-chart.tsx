import type { StatsDay } from '@/api/contract/stats'
import styles from './stats.module.css'

const WIDTH = 640
const HEIGHT = 200
const PAD = { top: 12, right: 8, bottom: 24, left: 36 }

interface StatsChartProps {
  days: readonly StatsDay[]
  /** What the chart shows, in words (the picture's accessible name; the table below holds the numbers). */
  summary: string
  opensLabel: string
  visitorsLabel: string
}

/** A number a little above `max` that reads well on an axis: 1, 2, 5, 10, 20, 50... */
function niceMax(max: number): number {
  if (max <= 1) return 1
  const step = 10 ** Math.floor(Math.log10(max))
  for (const factor of [1, 2, 5, 10]) if (factor * step >= max) return factor * step
  return 10 * step
}

/**
 * Opens per day as bars and visitors as a line, drawn by hand in SVG (a chart library would weigh
 * more than this whole screen). Scales with its box (viewBox); colours from the theme.
 */
export function StatsChart({ days, summary, opensLabel, visitorsLabel }: StatsChartProps) {
  const max = niceMax(Math.max(0, ...days.map((day) => Math.max(day.opens, day.visitors))))
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(1, days.length)
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight
  const x = (index: number) => PAD.left + slot * index + slot / 2
  const line = days.map((day, index) => `${x(index).toFixed(1)},${y(day.visitors).toFixed(1)}`).join(' ')
  const first = days[0]
  const last = days[days.length - 1]
  return (
    <figure className={styles.chartBox}>
      <svg className={styles.chart} viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`} role="img" aria-label={summary}>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line className={styles.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * share)} y2={y(max * share)} />
            <text className={styles.axis} x={PAD.left - 6} y={y(max * share) + 4} textAnchor="end">
              {Math.round(max * share)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const top = y(day.opens)
          return (
            <rect
              key={day.date}
              className={styles.bar}
              x={x(index) - Math.max(1, slot * 0.35)}
              y={top}
              width={Math.max(2, slot * 0.7)}
              height={Math.max(0, PAD.top + plotHeight - top)}
            >
              <title>{`${day.date}: ${String(day.opens)} / ${String(day.visitors)}`}</title>
            </rect>
          )
        })}
        {days.length > 1 ? (
          <polyline className={styles.line} points={line} />
        ) : (
          first && <circle className={styles.dot} cx={x(0)} cy={y(first.visitors)} r={3} />
        )}
        {first && (
          <text className={styles.axis} x={PAD.left} y={HEIGHT - 6} textAnchor="start">
            {first.date}
          </text>
        )}
        {last && last !== first && (
          <text className={styles.axis} x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end">
            {last.date}
          </text>
        )}
      </svg>
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.legendOpens}>{opensLabel}</span>
        <span className={styles.legendVisitors}>{visitorsLabel}</span>
      </figcaption>
    </figure>
  )
}
