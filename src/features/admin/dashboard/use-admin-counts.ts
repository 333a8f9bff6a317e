import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { FIRST_ICON_ONLY, FIRST_ONLY, isUnsupported, retryUnlessUnsupported } from '@/features/admin/parts/capability/capabilities'
import { defaultStatsRange, statsInput } from '@/features/admin/parts/stats/stats-input'

/** One row of each list is enough: the count is the list's `meta.total`. */
const one = FIRST_ONLY
/** The icons' count is their capability's probe (a call beyond SPEC 7): one read for both. */
const iconsOne = FIRST_ICON_ONLY

/**
 * The screens whose count says something (the queries below in the same order). Theme and floating
 * button are one record each, and their lists also hold other records (themes kept, popup buttons),
 * so a count there would say the wrong thing (issue 30, defect 9).
 */
const keys = ['categories', 'materials', 'popups', 'banner', 'icons', 'accessUsers', 'logs'] as const
export type CountKey = (typeof keys)[number]

/**
 * How many items each counted admin screen holds. Access users are counted for owners only (issue 28:
 * the list is theirs; another role's read would be refused).
 */
export function useAdminCounts({ owner }: { owner: boolean }) {
  const results = trpc.useQueries((t) => [
    t.admin.categories.list(one),
    t.admin.materials.list(one),
    t.admin.popups.list(one),
    t.admin.banners.list(one),
    t.admin.files.list(iconsOne, { retry: retryUnlessUnsupported }),
    t.admin.admins.list(one, { enabled: owner }),
    t.frontendLogs.list(one),
  ])
  type Count = { count: number | undefined; isPending: boolean }
  const counts = Object.fromEntries(
    keys.map((key, index) => [key, { count: results[index]?.data?.meta.total, isPending: results[index]?.isPending ?? true }]),
  ) as Record<CountKey, Count>
  // A backend without the icons' list (404) is no failure: the index marks that row (the `icons` capability).
  const failed = results.filter((result, index) => result.isError && !(keys[index] === 'icons' && isUnsupported(result.error)))
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
