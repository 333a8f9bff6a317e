import { linkAction, type HubLink } from './link-action'

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** (Its own module: only category detail shows it, and link-action.ts is part of the first screen.) Where a link set leads, for the visitor to read before opening it: the site's host (`kod-school.example`), or null for links inside the hub and popups. */
export function linkDestination(link: HubLink | undefined): string | null {
  const action = linkAction(link)
  if (action.kind !== 'external' && action.kind !== 'telegram') return null
  const url = parse(action.url)
  if (!url || url.protocol === 'tg:') return 'Telegram'
  return url.hostname.replace(/^www\./, '')
}
