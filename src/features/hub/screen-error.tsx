import { Link } from '@tanstack/react-router'
import { apiErrorOf } from '@/api/api-error'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useMessages } from '@/i18n/use-t'
import { closeApp } from '@/messenger/appearance'
import { isInTelegram } from '@/messenger/bridge'
import { isSubscriptionRequired } from '@/session/subscription'
import { useAppKey } from '@/session/use-app-key'
import { buttonClass } from '@/ui/button-class'
import { ErrorState } from '@/ui/states/error-state'
import { SearchOffIcon } from '@/ui/states/state-icons'
import { screenMessages } from './screen-messages'
import { MembersOnlyState } from './audience/members-only-state'

/**
 * A failed screen query: 'subscription_required' is left to the shell (it leaves for the
 * no-subscription screen), 'members_only' offers the channel (audience/members-only-state.tsx), a 404 says so and offers the way home, a 401 is a sign-in failure (launch
 * data that did not verify: retrying cannot help, reopening from Telegram can), anything else says what failed
 * (SPEC 8) and offers a retry.
 */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const t = useMessages(screenMessages)
  const tError = useMessages(errorMessages)
  const appKey = useAppKey()
  if (isSubscriptionRequired(error)) return null
  const status = apiErrorOf(error)?.status
  if (apiErrorOf(error)?.code === 'members_only') return <MembersOnlyState onRetry={onRetry} />
  if (status === 404) {
    const home = appKey ? (
      <Link to="/$appKey" params={{ appKey }} className={buttonClass('primary', { block: true })}>
        {t('screen.toHome')}
      </Link>
    ) : undefined
    return (
      <ErrorState
        icon={<SearchOffIcon />}
        title={t('screen.notFoundTitle')}
        message={t('screen.notFoundMessage')}
        retryLabel={t('screen.retry')}
        action={home}
      />
    )
  }
  if (status === 401) {
    return (
      <ErrorState
        title={t('screen.signInTitle')}
        message={t('screen.signInMessage')}
        retryLabel={t('screen.closeApp')}
        onRetry={isInTelegram() ? closeApp : undefined}
      />
    )
  }
  return (
    <ErrorState title={t('screen.errorTitle')} message={tError(errorMessageKey(error))} retryLabel={t('screen.retry')} onRetry={onRetry} />
  )
}
