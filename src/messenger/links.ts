import { isInTelegram, postEvent } from './bridge'

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener')
}

/** Opens a web page: in Telegram's in-app browser inside Telegram, else in a new tab. */
export function openExternalLink(url: string): void {
  if (isInTelegram()) postEvent('web_app_open_link', { url })
  else openInNewTab(url)
}

/**
 * `https://t.me/channel?x=1` -> `/channel?x=1`; `tg://resolve?domain=channel&start=x` -> `/channel?start=x`.
 * Null when the url is not a Telegram link Telegram can open in place.
 */
export function telegramPathOf(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname === 't.me') {
    return `${parsed.pathname}${parsed.search}`
  }
  if (parsed.protocol === 'tg:' && parsed.hostname === 'resolve') {
    const domain = parsed.searchParams.get('domain')
    if (!domain) return null
    parsed.searchParams.delete('domain')
    const rest = parsed.searchParams.toString()
    return `/${domain}${rest ? `?${rest}` : ''}`
  }
  return null
}

/** Opens a t.me (or tg://resolve) link inside Telegram without leaving the app; a new tab elsewhere. */
export function openTelegramLink(url: string): void {
  const path = telegramPathOf(url)
  if (isInTelegram() && path) {
    postEvent('web_app_open_tg_link', { path_full: path })
    return
  }
  if (isInTelegram()) {
    openExternalLink(url)
    return
  }
  openInNewTab(path && url.startsWith('tg:') ? `https://t.me${path}` : url)
}
