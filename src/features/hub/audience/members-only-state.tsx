import { Link } from '@tanstack/react-router'
import { useMessages } from '@/i18n/use-t'
import { useAppKey } from '@/session/use-app-key'
import { buttonClass } from '@/ui/button-class'
import { AsyncButton } from '@/ui/states/async-button'
import { LockIcon } from '@/ui/states/state-icons'
import { StateMessage } from '@/ui/states/state-message'
import { audienceMessages } from './audience-messages'
import { useJoinChannel } from './use-join-channel'

/**
 * A direct read of a members-only record refused (403 `members_only`: a shared link, a deep link,
 * a record locked since the list was read): what it is, the way into the channel, and Home. Joining
 * and coming back re-checks membership (membership-watch.ts), which reads the screen again.
 */
export function MembersOnlyState({ onRetry }: { onRetry: () => unknown }) {
  const t = useMessages(audienceMessages)
  const appKey = useAppKey()
  const { channelUrl, join, check } = useJoinChannel()
  return (
    <StateMessage
      icon={<LockIcon />}
      title={t('membersOnly.title')}
      text={t('membersOnly.message')}
      actions={
        <>
          {channelUrl && (
            <button type="button" className={buttonClass('primary', { block: true })} onClick={join}>
              {t('locked.join')}
            </button>
          )}
          {channelUrl && (
            <AsyncButton variant="secondary" block onClick={async () => ((await check()) === true ? undefined : onRetry())}>
              {t('locked.check')}
            </AsyncButton>
          )}
          <Link to="/$appKey" params={{ appKey }} className={buttonClass('ghost', { block: true })}>
            {t('membersOnly.toHome')}
          </Link>
        </>
      }
    />
  )
}
