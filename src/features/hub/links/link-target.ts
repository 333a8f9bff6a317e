import type { Popup } from '@/api/contract/popups'
import { parseInternalUrl, type HubTarget } from '@/session/hub-target'
import { isSafeUrl } from '@/api/contract/plain/safe-url'

/** The parts of a link set the visitor side reads (LinkSet, structurally, without importing zod). */
export interface HubLink {
  linkType: 'internal' | 'external' | 'popup'
  internalUrl: string | null
  externalUrl: string | null
  popup?: Popup
}

/** Where a link set leads, a url not yet told Telegram's from others' (link-action.ts does). */
type LinkTarget =
  { kind: 'internal'; target: HubTarget } | { kind: 'popup'; popup: Popup } | { kind: 'url'; url: string } | { kind: 'none' }

/** Where a link set leads, decided from its type and url alone. */
export function linkTarget(link: HubLink | undefined): LinkTarget {
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
      return url && isSafeUrl(url) ? { kind: 'url', url } : { kind: 'none' }
    }
  }
}

/** Whether a card's first link leads anywhere. */
export function hasOpenableLink(links: readonly HubLink[] | undefined): boolean {
  return linkTarget(links?.[0]).kind !== 'none'
}
