import { QueryClientContext } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useContext } from 'react'
import { AsyncButton } from '@/ui/states/async-button'
import { WarningIcon } from '@/ui/states/state-icons'
import { HomeLink } from './home-link'
import { StatusLayout } from './status-layout'
import { useStatusT } from './status-messages'

/**
 * What a route shows when its screen (or its loader) throws: the router's boundary caught it and
 * the app reported it; the visitor gets the product's words, a retry and the way home. Retry
 * marks the hub's cached data stale, so the screen mounts again on fresh data rather than the same.
 */
export function RouteErrorScreen({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const t = useStatusT()
  const router = useRouter()
  // The hub's cache, when the failing screen is inside a hub (its layout provides one); outside, there is none.
  const queryClient = useContext(QueryClientContext)
  const retry = async () => {
    await queryClient?.invalidateQueries({ refetchType: 'none' })
    await router.invalidate()
    reset()
  }
  return (
    <StatusLayout icon={<WarningIcon />} title={t('status.routeError.title')} text={t('status.routeError.text')}>
      <AsyncButton block onClick={retry}>
        {t('common.retry')}
      </AsyncButton>
      <HomeLink variant="secondary" />
    </StatusLayout>
  )
}
