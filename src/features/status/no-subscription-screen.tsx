import { AsyncButton } from '@/ui/states/async-button'
import { buttonClass } from '@/ui/button-class'
import { openTelegramLink } from '@/messenger/links'
import { BellIcon } from '@/ui/states/state-icons'
import { useStatusT } from './status-messages'
import { StatusLayout } from './status-layout'
import styles from './status.module.css'

interface NoSubscriptionScreenProps {
  /** The channel to subscribe to (`navigation.subscriptionChannelUrl`); no button without it. */
  channelUrl: string | null
  /** "Check again": resolves once the check is over (the button spins meanwhile). */
  onCheckAgain: () => Promise<unknown>
  /** The last check found no subscription yet. */
  stillMissing?: boolean
}

/** The hub requires a channel subscription the visitor lacks (403 `subscription_required`). */
export function NoSubscriptionScreen({ channelUrl, onCheckAgain, stillMissing = false }: NoSubscriptionScreenProps) {
  const t = useStatusT()
  return (
    <StatusLayout icon={<BellIcon />} title={t('status.noSubscription.title')} text={t('status.noSubscription.text')}>
      {channelUrl ? (
        <button type="button" className={buttonClass('primary', { block: true })} onClick={() => openTelegramLink(channelUrl)}>
          {t('status.noSubscription.subscribe')}
        </button>
      ) : null}
      <AsyncButton variant="secondary" block onClick={onCheckAgain}>
        {t('status.noSubscription.checkAgain')}
      </AsyncButton>
      <p role="status" className={stillMissing ? styles.notice : 'visually-hidden'}>
        {stillMissing ? t('status.noSubscription.stillMissing') : ''}
      </p>
    </StatusLayout>
  )
}
