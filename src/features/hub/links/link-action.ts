import type { Popup } from '@/api/contract/popups'
import type { HubTarget } from '@/session/hub-target'
import { linkTarget, type HubLink } from './link-target'

// Part of the first screen since issue 29: a tap opens its link synchronously (use-open-link.ts).

export type { HubLink }

type LinkAction =
  | { kind: 'internal'; target: HubTarget }
  | { kind: 'popup'; popup: Popup }
  | { kind: 'telegram'; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' }

const TELEGRAM_HOSTS = new Set(['t.me', 'www.t.me', 'telegram.me', 'www.telegram.me'])

/** A url, or null when it is none. */
export function parseUrl(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** t.me / telegram.me pages and tg: deep links open inside Telegram. */
export function isTelegramUrl(url: string): boolean {
  const parsed = parseUrl(url)
  if (!parsed) return false
  return parsed.protocol === 'tg:' || ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && TELEGRAM_HOSTS.has(parsed.hostname))
}

/** Invite links to private channels (`t.me/+…`, `t.me/joinchat/…`), which mobile Telegram often fails to open over the app. */
export function isPrivateChannelLink(url: string): boolean {
  return /^(https?:\/\/)?(www\.)?(t|telegram)\.me\/(\+|joinchat\/)/i.test(url.trim())
}

/** What opening a link set means, decided from its type and url alone. */
export function linkAction(link: HubLink | undefined): LinkAction {
  const target = linkTarget(link)
  if (target.kind !== 'url') return target
  return { kind: isTelegramUrl(target.url) ? 'telegram' : 'external', url: target.url }
}
