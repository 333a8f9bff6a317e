import { useQueryClient, type Query } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { isSubscriptionRequired, safeReturnPath } from '@/session/subscription'
import { useAppKey } from '@/session/use-app-key'
import { useNavigation } from '@/session/use-navigation'
import { NoSubscriptionScreen } from './no-subscription-screen'

const blockedBySubscription = (query: Query) => query.state.status === 'error' && isSubscriptionRequired(query.state.error)

/**
 * The no-subscription screen with its data: the channel from the hub's navigation, and a
 * "check again" that re-runs the refused queries and returns to `redirect` once they pass.
 */
export function NoSubscriptionPage({ redirect }: { redirect?: string }) {
  const appKey = useAppKey()
  const navigation = useNavigation(appKey)
  const queryClient = useQueryClient()
  const router = useRouter()
  const [stillMissing, setStillMissing] = useState(false)

  const checkAgain = async () => {
    setStillMissing(false)
    await queryClient.refetchQueries({ predicate: blockedBySubscription, type: 'all' })
    if (queryClient.getQueryCache().findAll({ predicate: blockedBySubscription }).length > 0) {
      setStillMissing(true)
      return
    }
    await router.navigate({ href: safeReturnPath(redirect, appKey), replace: true })
  }

  return (
    <NoSubscriptionScreen
      channelUrl={navigation.data?.subscriptionChannelUrl ?? null}
      onCheckAgain={checkAgain}
      stillMissing={stillMissing}
    />
  )
}
