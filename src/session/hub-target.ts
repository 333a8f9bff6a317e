/**
 * A screen of the hub that data may point at: link sets' `internalUrl` ("/", "/category/3",
 * "/section/5", "/admin") are paths relative to `/{appKey}` (docs/decisions/contract-and-errors.md). They are parsed
 * into a route and its params, never concatenated into an href.
 */
export type HubTarget =
  | { screen: 'home' }
  | { screen: 'category'; id: number }
  | { screen: 'section'; id: number }
  | { screen: 'admin' }
  | { screen: 'not-found' }

const POSITIVE_ID = /^[1-9]\d{0,14}$/

/**
 * An internal url as the screen it names; a path inside the hub that names no screen is the
 * not-found screen. Null for anything that could leave the SPA (`//host`, backslashes, no leading slash).
 */
export function parseInternalUrl(internalUrl: string): HubTarget | null {
  const url = internalUrl.trim()
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null
  const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)
  const [first, second, ...rest] = segments
  if (first === undefined) return { screen: 'home' }
  if (first === 'admin' && second === undefined) return { screen: 'admin' }
  if ((first === 'category' || first === 'section') && second !== undefined && POSITIVE_ID.test(second) && rest.length === 0) {
    return { screen: first, id: Number(second) }
  }
  return { screen: 'not-found' }
}
