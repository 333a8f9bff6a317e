import { defaultParseSearch } from '@tanstack/react-router'

/**
 * The router's `parseSearch`, with `?startapp=` kept as the text it is (an app key, maybe with a
 * screen: docs/decisions/sharing-and-deep-links.md). The default reads every value as JSON, so the app key `12345` was
 * a number, `1e3` the number 1000, `true` a boolean, and start-up ignored them. Writing stays the
 * default's (it quotes such text, `?startapp=%2212345%22`, which the default reads back as text).
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, unknown> = defaultParseSearch(searchStr)
  if ('startapp' in search && typeof search.startapp !== 'string') search.startapp = new URLSearchParams(searchStr).get('startapp')
  return search
}
