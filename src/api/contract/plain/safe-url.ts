const SAFE_SCHEMES = new Set(['http:', 'https:', 'tg:'])

/**
 * CONTRACT: only http, https and tg links are ever opened or rendered as links; `javascript:`,
 * `data:` and the like never. The contract's `safeUrl` refuses the rest on writes; the hub checks
 * what it reads with the same rule.
 */
export function isSafeUrl(url: string): boolean {
  try {
    return SAFE_SCHEMES.has(new URL(url).protocol)
  } catch {
    return false
  }
}
