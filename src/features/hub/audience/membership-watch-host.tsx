import { useEffect } from 'react'
import { requiresSubscription } from '@/session/subscription'
import { useNavigation } from '@/session/use-navigation'
import { useMembershipDeps } from './membership'
import { watchMembership } from './membership-watch'

/**
 * For a hub with a channel whose content is not all members-only (docs/decisions/audiences.md): the
 * membership watch, while a hub screen is up. In the overlays' chunk (hub-overlays.tsx), so it is no
 * part of the first screen and starts once the page has loaded. A hub that requires membership for
 * every read has its no-subscription screen instead.
 */
export function MembershipWatchHost() {
  const deps = useMembershipDeps()
  const navigation = useNavigation(deps.appKey).data
  const watched = !!navigation?.subscriptionChannelUrl && !requiresSubscription(navigation)
  useEffect(() => (watched ? watchMembership(deps) : undefined), [watched, deps])
  return null
}
