import type { TrpcUtils } from '@/api/trpc-utils'
import { prefetchBanners } from '@/features/hub/banners/use-banners'
import { prefetchRootCategories, rootCategoriesKept } from '@/features/hub/categories/use-root-categories'
import { prefetchFloatingButton } from '@/features/hub/floating-button/use-floating-button'
import { requiresSubscription } from '@/session/subscription'
import { navigationInput } from '@/session/use-navigation'

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

/**
 * Home's data as a hub starts on Home: fetched as soon as the navigation is known rather than after
 * auth and the theme too, so Home renders once, whole. Hubs that need a subscription wait for the
 * token (an anonymous read would only be refused): their Home loads its reads itself. Never rejects
 * (a failed read is Home's to show; start-up reports a missing navigation itself).
 */
export async function warmHome({ utils }: { utils: TrpcUtils }, appKey: string): Promise<void> {
  try {
    const navigation = await utils.navigations.get.ensureData(navigationInput(appKey))
    if (!requiresSubscription(navigation)) await prefetchHome(utils)
  } catch {
    // see above
  }
}
