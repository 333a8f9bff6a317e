import { apiErrorOf } from '@/api/api-error'
import { ErrorState } from '@/ui/error-state'
import { useHubMessages } from './hub-messages'

/**
 * A failed screen query: 'subscription_required' is left to the shell (it leaves for the
 * no-subscription screen), a 404 says so, anything else offers a retry.
 */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const t = useHubMessages()
  const apiError = apiErrorOf(error)
  if (apiError?.code === 'subscription_required') return null
  if (apiError?.status === 404) return <ErrorState title={t.notFoundTitle} message={t.notFoundMessage} retryLabel={t.retry} />
  return <ErrorState title={t.errorTitle} message={t.errorMessage} retryLabel={t.retry} onRetry={onRetry} />
}
