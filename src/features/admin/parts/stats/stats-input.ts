import type { OpenTarget } from '@/api/contract/events'
import { DEFAULT_STATS_DAYS } from '@/api/contract/plain/stats-days'
import { addDays, utcDay } from '@/api/contract/plain/utc-days'

export interface StatsRange {
  /** UTC dates `YYYY-MM-DD`, both included. */
  from: string
  to: string
}

/** The server's default range, spelled out (so every read of it shares one query key): the last 30 days to today, UTC. */
export function defaultStatsRange(now = new Date()): StatsRange {
  const to = utcDay(now)
  return { from: addDays(to, -(DEFAULT_STATS_DAYS - 1)), to }
}

/** `GET /admin/stats` for a range, optionally one kind of item. */
export const statsInput = (range: StatsRange, target?: OpenTarget) => ({
  filter: { from: range.from, to: range.to, ...(target ? { target } : {}) },
})
