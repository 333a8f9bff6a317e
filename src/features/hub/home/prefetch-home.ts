import type { TrpcUtils } from '@/api/trpc-utils'
import { prefetchBanners } from '@/features/hub/banners/use-banners'
import { prefetchRootCategories, rootCategoriesKept } from '@/features/hub/categories/use-root-categories'
import { prefetchFloatingButton } from '@/features/hub/floating-button/use-floating-button'

/**
 * Starts Home's three reads before Home renders (start-up, and Home's route loader), so the
 * first screen does not wait for another round trip. Each comes from the module of its hook.
 */
export function prefetchHome(utils: TrpcUtils) {
  return Promise.all([prefetchRootCategories(utils), prefetchBanners(utils), prefetchFloatingButton(utils)])
}

/** Whether Home's categories are in the cache (a repeat visit's kept reads): Home can draw without waiting. */
export function homeIsKept(utils: TrpcUtils): boolean {
  return rootCategoriesKept(utils)
}
