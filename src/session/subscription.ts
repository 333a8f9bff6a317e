import { apiErrorOf } from '@/api/api-error'

const SUBSCRIPTION_REQUIRED = 'subscription_required'

/** CONTRACT: a hub that requires a channel subscription refuses visitor reads with 403 `subscription_required`. */
export function isSubscriptionRequired(error: unknown): boolean {
  return apiErrorOf(error)?.code === SUBSCRIPTION_REQUIRED
}

/**
 * Whether a hub requires membership of its channel for every read (a setting of its own since
 * members-only content; a backend without it: whether the hub has a channel, as before). A hub with
 * a channel but without the rule reads anonymously like any other: its anonymous answers are what
 * outsiders see.
 */
export const requiresSubscription = (navigation: { subscriptionChannelUrl: string | null; subscriptionRequired?: boolean }): boolean =>
  navigation.subscriptionRequired ?? navigation.subscriptionChannelUrl !== null

/**
 * Only paths inside this hub are followed back, so a crafted `redirect` cannot leave the app (or
 * loop); a status screen (loader, no-subscription, no-navigation, not-found) is never a place to
 * return to, so `redirect` never nests (`/club/no-subscription?redirect=/club/no-subscription?...`).
 */
export function safeReturnPath(redirect: string | undefined, appKey: string): string {
  const home = `/${appKey}`
  const path = redirect?.split(/[?#]/)[0] ?? ''
  const inside =
    path === home ||
    (path.startsWith(`${home}/`) && !/^\/(loader|no-subscription|no-navigation|not-found)(\/|$)/.test(path.slice(home.length)))
  return inside && !redirect?.startsWith('//') ? (redirect ?? home) : home
}
