import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { FIRST_ONLY, retryUnlessUnsupported } from '@/features/admin/parts/capability/capabilities'
import { defaultStatsRange, statsInput } from '@/features/admin/parts/stats/stats-input'

/** One row of each list is enough: the count is the list's `meta.total`. */
const one = FIRST_ONLY
const iconsOne = { ...one, filter: { type: 'icon' as const } }

/** How many items each admin screen holds (the queries and keys in the same order). */
export function useAdminCounts() {
  const results = trpc.useQueries((t) => [
    t.admin.categories.list(one),
    t.admin.materials.list(one),
    t.admin.popups.list(one),
    t.admin.banners.list(one),
    t.admin.buttons.list(one),
    t.admin.themes.list(one),
    t.admin.files.list(iconsOne),
    t.admin.admins.list(one),
    t.frontendLogs.list(one),
  ])
  const keys = ['categories', 'materials', 'popups', 'banner', 'floatingButton', 'theme', 'icons', 'accessUsers', 'logs'] as const
  type Count = { count: number | undefined; isPending: boolean }
  const counts = Object.fromEntries(
    keys.map((key, index) => [key, { count: results[index]?.data?.meta.total, isPending: results[index]?.isPending ?? true }]),
  ) as Record<(typeof keys)[number], Count>
  const failed = results.filter((result) => result.isError)
  return {
    counts,
    /** The first failure, if any count could not be read (the screens stay reachable without it). */
    error: failed[0]?.error ?? null,
    retry: () => Promise.all(failed.map((result) => result.refetch())),
  }
}

/**
 * The figures of the screens beyond SPEC 7: opens over the last 30 days (the statistics screen's
 * default read) and the history's entries. The same reads as their capabilities' probes, so a backend
 * without them is asked once (and its 404 not retried).
 */
export function useFeatureCounts() {
  const stats = trpc.admin.stats.get.useQuery(statsInput(defaultStatsRange()), { retry: retryUnlessUnsupported })
  const history = trpc.admin.auditLog.list.useQuery(FIRST_ONLY, { retry: retryUnlessUnsupported })
  return { opens: stats.data?.totals.opens, entries: history.data?.meta.total }
}

export const prefetchAdminCounts = (utils: TrpcUtils) =>
  Promise.all([
    utils.admin.categories.list.prefetch(one),
    utils.admin.materials.list.prefetch(one),
    utils.admin.files.list.prefetch(iconsOne),
  ])
