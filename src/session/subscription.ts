import { apiErrorOf } from '@/api/api-error'

export const SUBSCRIPTION_REQUIRED = 'subscription_required'

/** CONTRACT: a hub that requires a channel subscription refuses visitor reads with 403 `subscription_required`. */
export function isSubscriptionRequired(error: unknown): boolean {
  return apiErrorOf(error)?.code === SUBSCRIPTION_REQUIRED
}

/** Only paths inside this hub are followed back, so a crafted `redirect` cannot leave the app (or loop). */
export function safeReturnPath(redirect: string | undefined, appKey: string): string {
  const home = `/${appKey}`
  if (!redirect || redirect.startsWith('//')) return home
  const path = redirect.split(/[?#]/)[0] ?? ''
  if (path !== home && !path.startsWith(`${home}/`)) return home
  const segment = path.slice(home.length + 1).split('/')[0]
  return segment === 'loader' || segment === 'no-subscription' ? home : redirect
}
