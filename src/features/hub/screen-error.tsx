import { apiErrorOf } from '@/api/api-error'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useMessages } from '@/i18n/use-t'
import { isSubscriptionRequired } from '@/session/subscription'
import { ErrorState } from '@/ui/error-state'
import { hubMessages } from './hub-messages'

/**
 * A failed screen query: 'subscription_required' is left to the shell (it leaves for the
 * no-subscription screen), a 404 says so, anything else says what failed (SPEC 8) and offers a retry.
 */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const t = useMessages(hubMessages)
  const tError = useMessages(errorMessages)
  if (isSubscriptionRequired(error)) return null
  if (apiErrorOf(error)?.status === 404) {
    return <ErrorState title={t('screen.notFoundTitle')} message={t('screen.notFoundMessage')} retryLabel={t('screen.retry')} />
  }
  return <ErrorState title={t('screen.errorTitle')} message={tError(errorMessageKey(error))} retryLabel={t('screen.retry')} onRetry={onRetry} />
}
