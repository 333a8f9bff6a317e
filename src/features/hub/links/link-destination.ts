import { linkAction, parseUrl, type HubLink } from './link-action'

/** Where a link set leads, for the visitor to read before opening it: the site's host (`kod-school.example`), or null for links inside the hub and popups. */
export function linkDestination(link: HubLink | undefined): string | null {
  const action = linkAction(link)
  if (action.kind !== 'external' && action.kind !== 'telegram') return null
  const url = parseUrl(action.url)
  if (!url || url.protocol === 'tg:') return 'Telegram'
  return url.hostname.replace(/^www\./, '')
}
