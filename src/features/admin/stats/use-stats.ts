import { trpc } from '@/api/trpc'
import type { StatsSplit } from '@/api/contract/stats'
import type { TrpcUtils } from '@/api/trpc-utils'
import { MAX_STATS_DAYS } from '@/api/contract/plain/stats-days'
import { addDays, daysBetween } from '@/api/contract/plain/utc-days'
import { retryUnlessUnsupported } from '@/features/admin/parts/capability/capabilities'
import type { StatsSearch } from '@/features/admin/parts/list/list-search'
import { defaultStatsRange, statsInput, type StatsRange } from '@/features/admin/parts/stats/stats-input'

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

/**
 * The read of a range; `includeAdmins` (issue 26) counts the admins' own visits and opens too, and
 * `split` adds each day's visits by that source (asked for only when the chart shows it).
 */
function inputOf(range: StatsRange, includeAdmins: boolean, split?: StatsSplit) {
  const input = statsInput(range)
  return {
    ...(includeAdmins ? { filter: { ...input.filter, includeAdmins: true } } : input),
    ...(split && { split }),
  }
}

export const useStats = (range: StatsRange, includeAdmins = false, split?: StatsSplit) =>
  trpc.admin.stats.get.useQuery(inputOf(range, includeAdmins, split), { retry: retryUnlessUnsupported })

/** The statistics route's loader: hovering a link to it reads its range (by default the index row's read, already there). */
export const prefetchStats = (utils: TrpcUtils, search: StatsSearch) =>
  utils.admin.stats.get.prefetch(inputOf(rangeOf(search), search.admins === true, search.split))

/** The period of the same length just before `range` (what the totals are compared with). */
export function previousRange(range: StatsRange): StatsRange {
  const length = daysBetween(range.from, range.to) + 1
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) }
}
