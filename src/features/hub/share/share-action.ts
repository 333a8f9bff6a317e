import type { ShareTarget } from '@/api/contract/events'
import { isInTelegram, onEvent, postEvent, supportsVersion } from '@/messenger/bridge'
import { openTelegramLink } from '@/messenger/links'

/**
 * Where the visitor shares from (issue 26, docs/decisions/visits-and-sharing.md "Sharing"):
 * - `card`: Telegram 8.0+, a prepared message card through `shareMessage`;
 * - `link`: an older Telegram client, `t.me/share/url` with the deep link and the title;
 * - `browser`: the Web Share API where present, else the clipboard.
 */
export type ShareEnvironment = 'card' | 'link' | 'browser'

/** What a share came to: `shared` counts (a share event), `cancelled` says nothing, `failed` says so quietly. */
export type ShareOutcome = 'shared' | 'copied' | 'opened' | 'cancelled' | 'failed'

export function shareEnvironment(): ShareEnvironment {
  if (!isInTelegram()) return 'browser'
  return supportsVersion('8.0') ? 'card' : 'link'
}

/** Telegram's share sheet for a link (older clients, or a backend without POST /share-messages). */
function telegramShareUrl(link: string, title: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(title)}`
}

/** How long a sent card waits for Telegram's answer before the listeners go (the visitor may leave the sheet open). */
const CARD_ANSWER_MS = 10 * 60_000

/**
 * Hands a prepared message to Telegram (`web_app_send_prepared_message`, Mini Apps 8.0) and waits for
 * `prepared_message_sent` or `prepared_message_failed` (`USER_DECLINED` is a cancel, not a failure).
 */
export function sendPreparedMessage(id: string): Promise<ShareOutcome> {
  return new Promise((resolve) => {
    const done = (outcome: ShareOutcome) => {
      offSent()
      offFailed()
      clearTimeout(timer)
      resolve(outcome)
    }
    const offSent = onEvent('prepared_message_sent', () => done('shared'))
    const offFailed = onEvent('prepared_message_failed', (data) => done(data.error === 'USER_DECLINED' ? 'cancelled' : 'failed'))
    const timer = setTimeout(() => done('cancelled'), CARD_ANSWER_MS)
    postEvent('web_app_send_prepared_message', { id })
  })
}

/** A banner's image to a Telegram story (`web_app_share_to_story`, Mini Apps 7.8) with a link widget to the deep link. */
export function shareToStory(mediaUrl: string, link: string, name: string): void {
  postEvent('web_app_share_to_story', { media_url: new URL(mediaUrl, window.location.href).href, widget_link: { url: link, name } })
}

export const canShareToStory = () => isInTelegram() && supportsVersion('7.8')

/** The Web Share API where present (a cancel is `cancelled`), else the clipboard. */
export async function shareInBrowser(link: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url: link })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    await navigator.clipboard.writeText(link)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/** Telegram's share sheet with the link: counted as opened (whether the visitor sent it is not told). */
export function shareThroughTelegramLink(link: string, title: string): ShareOutcome {
  openTelegramLink(telegramShareUrl(link, title))
  return 'opened'
}

export interface ShareItem {
  target: ShareTarget
  id: number
  title: string
}
