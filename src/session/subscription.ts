import { apiErrorOf } from '@/api/api-error'

export const SUBSCRIPTION_REQUIRED = 'subscription_required'

/** CONTRACT: a hub that requires a channel subscription refuses visitor reads with 403 `subscription_required`. */
export function isSubscriptionRequired(error: unknown): boolean {
  return apiErrorOf(error)?.code === SUBSCRIPTION_REQUIRED
}

/** Screens that say where the visitor cannot go, not places to come back to. */
const STATUS_SCREENS = new Set(['loader', 'no-subscription', 'no-navigation', 'not-found'])

/** The first segment after `/{appKey}` of a hub path (`/club/category/3` -> `category`), or null outside the hub. */
export function hubSegment(href: string, appKey: string): string | null {
  const home = `/${appKey}`
  const path = href.split(/[?#]/)[0] ?? ''
  if (path !== home && !path.startsWith(`${home}/`)) return null
  return path.slice(home.length + 1).split('/')[0] ?? ''
}

/**
 * Only paths inside this hub are followed back, so a crafted `redirect` cannot leave the app (or
 * loop); a status screen is never a place to return to, so `redirect` never nests
 * (`/club/no-subscription?redirect=/club/no-subscription?redirect=...`).
 */
export function safeReturnPath(redirect: string | undefined, appKey: string): string {
  const home = `/${appKey}`
  if (!redirect || redirect.startsWith('//')) return home
  const segment = hubSegment(redirect, appKey)
  return segment === null || STATUS_SCREENS.has(segment) ? home : redirect
}
