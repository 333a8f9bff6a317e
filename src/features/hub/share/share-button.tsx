import { useStore, useAtomValue } from 'jotai'
import { useState } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { referralCode } from '@/api/contract/plain/referral-code'
import { shareLink, type StartScreen } from '@/api/contract/plain/start-param'
import { trpc } from '@/api/trpc'
import { useMessages } from '@/i18n/use-t'
import { useAppKey } from '@/session/use-app-key'
import { useHubUser } from '@/session/use-hub-user'
import { useNavigation } from '@/session/use-navigation'
import { languageAtom } from '@/session/session-atoms'
import { buttonClass } from '@/ui/button-class'
import { hubBackground } from '@/features/hub/background/background-lazy'
import { DEV_PREPARED_EVENT, type DevPreparedDetail } from '@/messenger/dev-events'
import {
  canShareToStory,
  sendPreparedMessage,
  shareEnvironment,
  shareInBrowser,
  shareThroughTelegramLink,
  shareToStory,
  type ShareEnvironment,
  type ShareItem,
  type ShareOutcome,
} from './share-action'
import { shareMessages } from './share-messages'
import styles from './share.module.css'

export interface ShareButtonProps extends ShareItem {
  /** The screen the link opens (a category or section's own; a material's: the screen it is shown on). */
  screen: StartScreen
  /** A banner's image: it can go to a Telegram story too (7.8+). */
  storyImage?: string | null
  /** Tests and stories: where the visitor is (default: what the client is). */
  environment?: ShareEnvironment
  /** A round icon button over a card (a material's), named for the item, its notice beside it. */
  compact?: boolean
}

/**
 * The share control (issue 26): a Telegram card (8.0+), Telegram's share sheet (older clients, or a
 * backend without POST /share-messages: 404), or the browser's share or the clipboard. Every link
 * carries the sharer's code (plain/referral-code.ts). Hidden while the hub has no bot username (no
 * link can be made). A share that went through is reported (the item's share count).
 */
export function ShareButton({ target, id, title, screen, storyImage, environment = shareEnvironment(), compact }: ShareButtonProps) {
  const t = useMessages(shareMessages)
  const store = useStore()
  const appKey = useAppKey()
  const user = useHubUser()
  const language = useAtomValue(languageAtom)
  const navigation = useNavigation(appKey).data
  const prepare = trpc.shareMessages.create.useMutation()
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [cardsMissing, setCardsMissing] = useState(false)
  const link = navigation ? shareLink(navigation, appKey, screen, { referral: user ? referralCode(appKey, user.id) : null }) : null
  if (!link) return null

  const viaCard = async (): Promise<ShareOutcome> => {
    try {
      const prepared = await prepare.mutateAsync({ target, id, language })
      if (import.meta.env.DEV) {
        const detail: DevPreparedDetail = { appKey, id: prepared.preparedMessageId }
        window.dispatchEvent(new CustomEvent(DEV_PREPARED_EVENT, { detail }))
      }
      return await sendPreparedMessage(prepared.preparedMessageId)
    } catch (error) {
      // A backend without share cards (404), or one that cannot make one: Telegram's share sheet instead.
      if (apiErrorOf(error)?.status === 404) setCardsMissing(true)
      return shareThroughTelegramLink(link, title)
    }
  }

  const share = async () => {
    setBusy(true)
    setNotice(null)
    const way = environment === 'card' && !cardsMissing ? 'card' : environment === 'browser' ? 'browser' : 'link'
    const outcome =
      way === 'card' ? await viaCard() : way === 'browser' ? await shareInBrowser(link, title) : shareThroughTelegramLink(link, title)
    setBusy(false)
    if (outcome === 'copied') setNotice(t('share.copied'))
    if (outcome === 'failed') setNotice(way === 'browser' ? t('share.copyFailed', { link }) : t('share.failed'))
    if (outcome === 'shared' || outcome === 'copied') {
      void hubBackground.preload().then((background) => background.reportShareIn(store, appKey, target, id), String)
    }
  }

  if (compact) {
    return (
      <div className={styles.compact}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => void share()}
          disabled={busy}
          aria-busy={busy}
          aria-label={t('share.item', { title })}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12 15V4m0 0L8 8m4-4 4 4M6 11H5a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7a1 1 0 0 0-1-1h-1" />
          </svg>
        </button>
        <p role="status" className={styles.compactNotice}>
          {notice}
        </p>
      </div>
    )
  }

  return (
    <div className={styles.share}>
      <button
        type="button"
        className={buttonClass('secondary', { block: true })}
        onClick={() => void share()}
        disabled={busy}
        aria-busy={busy}
      >
        {t('share.button')}
      </button>
      {storyImage && canShareToStory() && (
        <button type="button" className={buttonClass('ghost', { block: true })} onClick={() => shareToStory(storyImage, link, title)}>
          {t('share.story')}
        </button>
      )}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </div>
  )
}
