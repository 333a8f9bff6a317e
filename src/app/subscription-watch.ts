import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { apiErrorOf } from '@/api/api-error'
import { appKeyAtom } from './session-atoms'
import type { Store } from './wait-for-atom'

export const SUBSCRIPTION_REQUIRED = 'subscription_required'

export function isSubscriptionRequired(error: unknown): boolean {
  return apiErrorOf(error)?.code === SUBSCRIPTION_REQUIRED
}

/**
 * A hub may require a channel subscription (CONTRACT: 403 `subscription_required`). Whichever
 * visitor query meets it first sends the user to the no-subscription screen, remembering where
 * they were so "check again" can take them back.
 */
export function watchSubscriptionRequired(queryClient: QueryClient, router: AnyRouter, store: Store): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return
    if (!isSubscriptionRequired(event.action.error)) return
    const appKey = store.get(appKeyAtom)
    const location = router.state.location
    if (!appKey || location.pathname === `/${appKey}/no-subscription`) return
    void router.navigate({
      to: '/$appKey/no-subscription',
      params: { appKey },
      search: { redirect: location.href },
      replace: true,
    })
  })
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
