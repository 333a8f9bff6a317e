import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/** One row of each list is enough: the count is the list's `meta.total`. */
const one = { pagination: { offset: 0, limit: 1 } }
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

export const prefetchAdminCounts = (utils: TrpcUtils) =>
  Promise.all([
    utils.admin.categories.list.prefetch(one),
    utils.admin.materials.list.prefetch(one),
    utils.admin.files.list.prefetch(iconsOne),
  ])
