import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { appKeyAtom } from '@/session/session-atoms'
import { isSubscriptionRequired, safeReturnPath } from '@/session/subscription'
import type { Store } from './wait-for-atom'

/**
 * A hub may require a channel subscription (CONTRACT: 403 `subscription_required`). Whichever
 * visitor query meets it first sends the user to the no-subscription screen, remembering where
 * they were so "check again" can take them back.
 *
 * Where they were is the latest location (a navigation to no-subscription may still be pending
 * while `state.matches` shows the screen before it), and never a status screen: a refused read on
 * the no-subscription screen itself (its "check again", a retry) stays put, and `redirect` never
 * nests into `no-subscription?redirect=/club/no-subscription?redirect=/club`.
 */
export function watchSubscriptionRequired(queryClient: QueryClient, router: AnyRouter, store: Store): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return
    if (!isSubscriptionRequired(event.action.error)) return
    const appKey = store.get(appKeyAtom)
    const location = router.latestLocation
    if (!appKey || location.pathname === `/${appKey}/no-subscription`) return
    void router.navigate({
      to: '/$appKey/no-subscription',
      params: { appKey },
      search: { redirect: safeReturnPath(location.href, appKey) },
      replace: true,
    })
  })
}
