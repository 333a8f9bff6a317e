import { useCallback } from 'react'
import { openTelegramLink } from '@/messenger/links'
import { useAppKey } from '@/session/use-app-key'
import { useNavigation } from '@/session/use-navigation'
import { recheckMembership, useMembershipDeps } from './membership'

/**
 * The hub's channel and the two ways on from a locked record: `join` opens the channel (Telegram
 * opens it over the app; coming back re-checks membership: membership-watch.ts), `check` asks at
 * once ("I joined"), resolving to whether the visitor is a member now (undefined: no answer).
 */
export function useJoinChannel() {
  const appKey = useAppKey()
  const channelUrl = useNavigation(appKey).data?.subscriptionChannelUrl ?? null
  const deps = useMembershipDeps()
  const join = useCallback(() => {
    if (!channelUrl) return
    openTelegramLink(channelUrl)
  }, [channelUrl])
  const check = useCallback(() => recheckMembership(deps), [deps])
  return { channelUrl, join, check }
}
