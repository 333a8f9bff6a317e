import { useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react'
import type { StatsDay } from '@/api/contract/stats'
import styles from './stats.module.css'

/** The plot's own units: one slot per day, 100 high; stretched to the box (the text is HTML, so it keeps its size). */
const SLOT = 10
const HEIGHT = 100

interface StatsChartProps {
  days: readonly StatsDay[]
  /** What the chart shows, in words (the picture's accessible name). */
  summary: string
  opensLabel: string
  visitorsLabel: string
  /** A day as the axis writes it ("29 окт"). */
  dayLabel: (day: string) => string
  /** One day's figures in a sentence ("29 окт: 12 открытий, 6 посетителей"). */
  dayText: (day: StatsDay) => string
  /** The slider's name and what the readout says before a day is chosen. */
  pickLabel: string
  pickHint: string
  /** Issue 26: each day's visits by source, drawn as stacked bars in place of opens and visitors. */
  stacks?: ChartStacks
}

/** One source of a split chart: its bars' colour and its name in the legend. */
interface ChartSeries {
  key: string
  name: string
  color: string
}

export interface ChartStacks {
  series: readonly ChartSeries[]
  /** A day's visits from one source. */
  valueOf: (day: StatsDay, key: string) => number
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
 * more than this whole screen). The SVG stretches to its box; the axis labels are HTML at a fixed
 * size. A tap, a hover or the arrow keys choose a day, and the readout under the chart gives its figures.
 */
export function StatsChart({ days, summary, opensLabel, visitorsLabel, dayLabel, dayText, pickLabel, pickHint, stacks }: StatsChartProps) {
  const [chosen, setChosen] = useState<number | null>(null)
  const stackTotal = (day: StatsDay) => stacks?.series.reduce((sum, series) => sum + stacks.valueOf(day, series.key), 0) ?? 0
  const max = niceMax(Math.max(0, ...days.map((day) => (stacks ? stackTotal(day) : Math.max(day.opens, day.visitors)))))
  const width = SLOT * Math.max(1, days.length)
  const y = (value: number) => HEIGHT - (value / max) * HEIGHT
  const x = (index: number) => SLOT * index + SLOT / 2
  const line = days.map((day, index) => `${x(index).toFixed(1)},${y(day.visitors).toFixed(1)}`).join(' ')
  const first = days[0]
  const last = days[days.length - 1]
  const middle = days.length > 4 ? days[Math.floor((days.length - 1) / 2)] : undefined
  const index = chosen !== null && chosen < days.length ? chosen : null
  const day = index === null ? undefined : days[index]

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width <= 0 || days.length === 0) return
    const share = (event.clientX - box.left) / box.width
    setChosen(Math.min(days.length - 1, Math.max(0, Math.floor(share * days.length))))
  }
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const lastIndex = days.length - 1
    const from = index ?? lastIndex
    const next =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? from - (index === null ? 0 : 1)
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? from + (index === null ? 0 : 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? lastIndex
              : null
    if (next === null) return
    event.preventDefault()
    setChosen(Math.min(lastIndex, Math.max(0, next)))
  }

  return (
    <figure className={styles.chartBox}>
      <div className={styles.chartArea}>
        <div className={styles.yAxis} aria-hidden="true">
          {[1, 0.5, 0].map((share) => (
            <span key={share} className={styles.axisLabel} style={{ top: `${String((1 - share) * 100)}%` }}>
              {Math.round(max * share)}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
          >
            {[0, 0.5, 1].map((share) => (
              <line key={share} className={styles.grid} x1={0} x2={width} y1={y(max * share)} y2={y(max * share)} />
            ))}
            {index !== null && <rect className={styles.chosenSlot} x={SLOT * index} y={0} width={SLOT} height={HEIGHT} />}
            {stacks
              ? days.map((entry, at) => <StackedBar key={entry.date} day={entry} x={x(at) - SLOT * 0.35} y={y} stacks={stacks} />)
              : days.map((entry, at) => {
                  const top = y(entry.opens)
                  return (
                    <rect
                      key={entry.date}
                      className={at === index ? `${styles.bar} ${styles.chosenBar}` : styles.bar}
                      x={x(at) - SLOT * 0.35}
                      y={top}
                      width={SLOT * 0.7}
                      height={Math.max(0, HEIGHT - top)}
                    />
                  )
                })}
            {!stacks &&
              (days.length > 1 ? (
                <polyline className={styles.line} points={line} />
              ) : (
                first && <line className={styles.line} x1={0} x2={width} y1={y(first.visitors)} y2={y(first.visitors)} />
              ))}
          </svg>
          {!stacks && day && index !== null && (
            <span
              className={styles.chosenDot}
              style={{ left: `${String(((index + 0.5) / days.length) * 100)}%`, top: `${String(y(day.visitors))}%` }}
            />
          )}
          <div
            className={styles.picker}
            role="slider"
            tabIndex={0}
            aria-label={pickLabel}
            aria-valuemin={1}
            aria-valuemax={Math.max(1, days.length)}
            aria-valuenow={(index ?? days.length - 1) + 1}
            aria-valuetext={day ? dayText(day) : last ? dayText(last) : ''}
            onPointerDown={pick}
            onPointerMove={(event) => {
              if (event.pointerType === 'mouse' || event.buttons > 0) pick(event)
            }}
            onPointerLeave={(event) => {
              if (event.pointerType === 'mouse') setChosen(null)
            }}
            onKeyDown={step}
            onBlur={() => setChosen(null)}
          />
        </div>
      </div>
      <div className={styles.xAxis} aria-hidden="true">
        {first && <span>{dayLabel(first.date)}</span>}
        {middle && <span>{dayLabel(middle.date)}</span>}
        {last && last !== first && <span>{dayLabel(last.date)}</span>}
      </div>
      <p className={day ? styles.readout : `${styles.readout} ${styles.readoutHint}`} aria-live="polite">
        {day ? dayText(day) : pickHint}
      </p>
      <figcaption className={styles.legend} aria-hidden="true">
        {stacks ? (
          stacks.series.map((series) => (
            <span key={series.key} className={styles.legendSeries} style={{ '--series': series.color } as CSSProperties}>
              {series.name}
            </span>
          ))
        ) : (
          <>
            <span className={styles.legendOpens}>{opensLabel}</span>
            <span className={styles.legendVisitors}>{visitorsLabel}</span>
          </>
        )}
      </figcaption>
    </figure>
  )
}

/** A day's visits as segments, one per source, from the axis up, in the series' order. */
function StackedBar({ day, x, y, stacks }: { day: StatsDay; x: number; y: (value: number) => number; stacks: ChartStacks }) {
  const values = stacks.series.map((series) => stacks.valueOf(day, series.key))
  const below = values.map((_, at) => values.slice(0, at).reduce((sum, value) => sum + value, 0))
  return (
    <g>
      {stacks.series.map((series, at) => {
        const value = values[at] ?? 0
        const base = below[at] ?? 0
        if (value <= 0) return null
        const top = y(base + value)
        return <rect key={series.key} x={x} y={top} width={SLOT * 0.7} height={Math.max(0, y(base) - top)} fill={series.color} />
      })}
    </g>
  )
}
