import { trpc } from '@/api/trpc'
import { MAX_STATS_DAYS } from '@/api/contract/plain/stats-days'
import { addDays, daysBetween } from '@/api/contract/plain/utc-days'
import { defaultStatsRange, statsInput, retryUnlessUnsupported, type StatsRange } from '@/features/admin/parts/stats/stats-input'
import type { StatsSearch } from './stats-search'

/**
 * The range a search names: the default (the last 30 days) filled in, `from` never after `to`, and at
 * most the longest range the server answers (the end kept, the start moved).
 */
export function rangeOf(search: StatsSearch, now = new Date()): StatsRange {
  const fallback = defaultStatsRange(now)
  const to = search.to ?? fallback.to
  let from = search.from ?? addDays(to, -daysBetween(fallback.from, fallback.to))
  if (from > to) from = to
  if (daysBetween(from, to) >= MAX_STATS_DAYS) from = addDays(to, -(MAX_STATS_DAYS - 1))
  return { from, to }
}

/** The range's statistics; `includeAdmins` (issue 26) counts the admins' own visits and opens too. */
export const useStats = (range: StatsRange, includeAdmins = false) => {
  const input = statsInput(range)
  return trpc.admin.stats.get.useQuery(includeAdmins ? { filter: { ...input.filter, includeAdmins: true } } : input, {
    retry: retryUnlessUnsupported,
  })
}
