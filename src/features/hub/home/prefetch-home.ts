import type { TrpcUtils } from '@/api/trpc-utils'

/**
 * Starts Home's three reads before Home renders, so the first screen does not wait for another
 * round trip. The inputs must stay those of the hooks (use-root-categories, use-banners,
 * use-floating-button): they make the query keys.
 */
export function prefetchHome(utils: TrpcUtils) {
  void utils.categories.list.prefetch({ filter: { root: true } })
  void utils.banners.list.prefetch({})
  void utils.buttons.list.prefetch({ filter: { isToMain: true } })
}
