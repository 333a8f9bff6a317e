import { isSafeUrl } from '@/api/contract/plain/safe-url'
import { RowMark } from '@/ui/row-marks'

/** The parts of a link set that say where it leads (LinkSet, structurally). */
interface LinkLike {
  linkType: 'internal' | 'external' | 'popup'
  externalUrl: string | null
}

/**
 * The one rule for a card's end mark: a card whose first link leaves the app (a site, a Telegram
 * page) ends with the external arrow; one that opens a screen or a popup inside it, with the chevron.
 */
export function leadsOutside(links: readonly LinkLike[] | undefined): boolean {
  const first = links?.[0]
  return first?.linkType === 'external' && isSafeUrl(first.externalUrl?.trim() ?? '')
}

/** The end mark of a tappable row by that rule. */
export function TrailingIcon({ outside, className }: { outside: boolean; className?: string }) {
  return <RowMark mark={outside ? 'external' : 'chevron'} className={className} />
}
