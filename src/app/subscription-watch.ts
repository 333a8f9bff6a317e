import type { AnyRouter } from '@tanstack/react-router'
import { isSubscriptionRequired, safeReturnPath } from '@/session/subscription'
import type { HubSession } from './hub-sessions'

/**
 * A hub may require a channel subscription (CONTRACT: 403 `subscription_required`). Whichever
 * visitor query meets it first sends the user to the no-subscription screen, remembering where
 * they were so "check again" can take them back.
 *
 * Each hub's cache is watched on its own (hub-sessions.ts). Where they were is the latest location (a navigation to no-subscription may still be pending
 * while `state.matches` shows the screen before it), and never a status screen: a refused read on
 * the no-subscription screen itself (its "check again", a retry) stays put, and `redirect` never
 * nests into `no-subscription?redirect=/club/no-subscription?redirect=/club`.
 */
export function watchSubscriptionRequired(
  { queryClient, appKey }: Pick<HubSession, 'queryClient' | 'appKey'>,
  router: AnyRouter,
): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return
    if (!isSubscriptionRequired(event.action.error)) return
    const location = router.latestLocation
    const [, hub, screen] = location.pathname.split('/')
    // Only for the hub on screen: a late answer in a hub left behind does not call the visitor back there.
    if (!appKey || hub !== appKey || screen === 'no-subscription') return
    void router.navigate({
      to: '/$appKey/no-subscription',
      params: { appKey },
      search: { redirect: safeReturnPath(location.href, appKey) },
      replace: true,
    })
  })
}
