import type { StatsDay, StatsSplit } from '@/api/contract/stats'
import type { ChartStacks } from './stats-chart'
import type { useSourceRows } from './stats-sources'

/** How many sources a split chart names; the rest are one "others" series. */
const NAMED = 5
/** The series' colours: apart from each other and readable on light and dark; the last is the others'. */
const COLORS = ['#2481cc', '#f5a623', '#34c759', '#af52de', '#ff6b5c', '#00a3a3']
const REST_COLOR = '#8e8e93'
const REST = '__rest'

type SourceRows = ReturnType<typeof useSourceRows>
const ROWS_OF: Record<StatsSplit, keyof SourceRows> = {
  campaign: 'campaigns',
  sharer: 'sharers',
  chat_type: 'chatTypes',
  platform: 'platforms',
  language: 'languages',
}

/**
 * The stacks of a chart split by `split` (issue 26): the sources with the most visits in the range
 * first, each named as the source tables name it, the rest summed as one series.
 */
export function splitStacks(days: readonly StatsDay[], split: StatsSplit, rows: SourceRows, restName: string): ChartStacks {
  const totals = new Map<string, number>()
  for (const day of days) for (const part of day.split ?? []) totals.set(part.key, (totals.get(part.key) ?? 0) + part.visits)
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key)
  // Five named and no "others" when there are six at most, so no series is a single other source.
  const named = ranked.length <= NAMED + 1 ? ranked : ranked.slice(0, NAMED)
  const names = new Map(rows[ROWS_OF[split]].map((row) => [row.key, row.name]))
  const series = named.map((key, index) => ({ key, name: names.get(key) ?? key, color: COLORS[index % COLORS.length] ?? REST_COLOR }))
  const rest = ranked.length > named.length ? [{ key: REST, name: restName, color: REST_COLOR }] : []
  const isNamed = new Set(named)
  return {
    series: [...series, ...rest],
    valueOf: (day, key) =>
      (day.split ?? [])
        .filter((part) => (key === REST ? !isNamed.has(part.key) : part.key === key))
        .reduce((sum, part) => sum + part.visits, 0),
  }
}
