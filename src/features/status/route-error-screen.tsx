import { useQueryClient } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { AsyncButton } from '@/ui/async-button'
import { WarningIcon } from '@/ui/state-icons'
import { HomeLink } from './home-link'
import { StatusLayout } from './status-layout'
import { useStatusT } from './status-messages'

/**
 * What a route shows when its screen (or its loader) throws: the router's boundary caught it and
 * the app reported it; the visitor gets the product's words, a retry and the way home. Retry
 * marks the cached data stale, so the screen mounts again on fresh data rather than the same.
 */
export function RouteErrorScreen({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const t = useStatusT()
  const router = useRouter()
  const queryClient = useQueryClient()
  const retry = async () => {
    await queryClient.invalidateQueries({ refetchType: 'none' })
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
