import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { appKeyAtom } from '@/session/session-atoms'
import { isSubscriptionRequired } from '@/session/subscription'
import type { Store } from './wait-for-atom'

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
    if (!appKey || router.state.matches.some((match) => match.routeId === '/$appKey/no-subscription')) return
    void router.navigate({
      to: '/$appKey/no-subscription',
      params: { appKey },
      search: { redirect: location.href },
      replace: true,
    })
  })
}
