import type { Popup } from '@/api/contract/popups'
import { parseInternalUrl, type HubTarget } from '@/session/hub-target'
import { isSafeLinkUrl } from '@/ui/safe-url'

/** The parts of a link set the visitor side reads (LinkSet, structurally, without importing zod). */
export interface HubLink {
  linkType: 'internal' | 'external' | 'popup'
  internalUrl: string | null
  externalUrl: string | null
  popup?: Popup
}

export type LinkAction =
  | { kind: 'internal'; target: HubTarget }
  | { kind: 'popup'; popup: Popup }
  | { kind: 'telegram'; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' }

const TELEGRAM_HOSTS = new Set(['t.me', 'www.t.me', 'telegram.me', 'www.telegram.me'])

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

export { isSafeLinkUrl }

/** t.me / telegram.me pages and tg: deep links open inside Telegram. */
export function isTelegramUrl(url: string): boolean {
  const parsed = parse(url)
  if (!parsed) return false
  return parsed.protocol === 'tg:' || ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && TELEGRAM_HOSTS.has(parsed.hostname))
}

/** Invite links to private channels (`t.me/+…`, `t.me/joinchat/…`), which mobile Telegram often fails to open over the app. */
export function isPrivateChannelLink(url: string): boolean {
  return /^(https?:\/\/)?(www\.)?(t|telegram)\.me\/(\+|joinchat\/)/i.test(url.trim())
}

/** What opening a link set means, decided from its type and url alone. */
export function linkAction(link: HubLink | undefined): LinkAction {
  if (!link) return { kind: 'none' }
  switch (link.linkType) {
    case 'internal': {
      const target = link.internalUrl ? parseInternalUrl(link.internalUrl) : null
      return target ? { kind: 'internal', target } : { kind: 'none' }
    }
    case 'popup':
      return link.popup ? { kind: 'popup', popup: link.popup } : { kind: 'none' }
    case 'external': {
      const url = link.externalUrl?.trim()
      if (!url || !isSafeLinkUrl(url)) return { kind: 'none' }
      return isTelegramUrl(url) ? { kind: 'telegram', url } : { kind: 'external', url }
    }
  }
}

/** Whether a card's first link leads anywhere. */
export function hasOpenableLink(links: readonly HubLink[] | undefined): boolean {
  return linkAction(links?.[0]).kind !== 'none'
}
