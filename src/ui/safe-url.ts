const SAFE_SCHEMES = new Set(['http:', 'https:', 'tg:'])

/**
 * CONTRACT: only http, https and tg links are ever opened or rendered as links. The contract's
 * zod `safeUrl` says the same for writes; this copy keeps zod out of the visitor's bundles.
 */
export function isSafeLinkUrl(url: string): boolean {
  try {
    return SAFE_SCHEMES.has(new URL(url).protocol)
  } catch {
    return false
  }
}
