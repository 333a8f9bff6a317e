import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'

/**
 * The router's search parsing, with `?startapp=` kept as the text it is (an app key and maybe a
 * screen, README "Deep links"): the default parser reads every value as JSON, so an app key
 * `12345` became a number, `1e3` the number 1000 and `true` a boolean, and start-up ignored them.
 */
const TEXT = 'startapp'

export function parseSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, unknown> = defaultParseSearch(searchStr)
  const text = new URLSearchParams(searchStr).get(TEXT)
  if (text !== null) search[TEXT] = text
  return search
}

/** The inverse: the text written as it is (the default would quote `12345` to keep it a string). */
export function stringifySearch(search: Record<string, unknown>): string {
  const { [TEXT]: text, ...rest } = search
  if (typeof text !== 'string') return defaultStringifySearch(search)
  const params = new URLSearchParams(defaultStringifySearch(rest))
  params.set(TEXT, text)
  return `?${params.toString()}`
}
