import { useRouteContext } from '@tanstack/react-router'
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { requiresSubscription } from '@/session/subscription'
import { useAppKey } from '@/session/use-app-key'
import { useNavigation } from '@/session/use-navigation'
import { watchMembership } from './membership-watch'

/**
 * For a hub with a channel whose content is not all members-only (docs/decisions/audiences.md): the
 * membership watch, while a hub screen is up. In the overlays' chunk (hub-overlays.tsx), so it is no
 * part of the first screen and starts once the page has loaded. A hub that requires membership for
 * every read has its no-subscription screen instead.
 */
export function MembershipWatchHost() {
  const hub = useRouteContext({ from: '/$appKey' })
  const store = useStore()
  const navigation = useNavigation(useAppKey()).data
  const watched = !!navigation?.subscriptionChannelUrl && !requiresSubscription(navigation)
  useEffect(() => (watched ? watchMembership({ ...hub, store }) : undefined), [watched, hub, store])
  return null
}
