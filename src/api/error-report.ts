import { MAX_LOG_BYTES } from './contract/plain/log-size'

/**
 * What one front-end error report carries, and how it travels as the `log` string of
 * `POST /frontend-logs` (CONTRACT: at most 8 KB): JSON, so the logs screen can show each part.
 * The reporter writes it, the admin's logs screen reads it; no zod here, the reporter stays light.
 */
export interface ErrorReport {
  /** How it surfaced: an uncaught error or an unhandled promise rejection. */
  kind: 'error' | 'unhandledrejection'
  message: string
  stack: string
  /** The page, without its hash (Telegram's launch data lives there) and without secret parameters. */
  url: string
  platform: string
  userAgent: string
  /** The messenger user the app was signed in as (the server also records the token's user). */
  userId: number | null
  /** When it happened, on the device's clock (ISO). */
  time: string
}

const TRUNCATED = '…[truncated]'
const REDACTED = '[redacted]'
const encoder = new TextEncoder()
const bytesOf = (text: string) => encoder.encode(text).length

/** Cuts a text to `maxBytes` of UTF-8 (marker included), never splitting a character. */
export function truncateText(text: string, maxBytes: number): string {
  if (bytesOf(text) <= maxBytes) return text
  const room = Math.max(0, maxBytes - bytesOf(TRUNCATED))
  const head = new TextDecoder().decode(encoder.encode(text).slice(0, room)).replace(/\uFFFD+$/, '')
  return head + TRUNCATED
}

/** Query parameters that may carry credentials. */
const SECRET_PARAM = /^(tgwebapp.*|token|access_token|auth|authorization|init_?data|hash|signature|query_id)$/i

/** The page address fit for a log: no hash (Telegram's launch data), no credential parameters. */
export function safePageUrl(href: string): string {
  try {
    const url = new URL(href)
    url.hash = ''
    for (const key of [...url.searchParams.keys()]) {
      if (SECRET_PARAM.test(key)) url.searchParams.delete(key)
    }
    return url.href
  } catch {
    return ''
  }
}

const SECRET_PATTERNS: Array<[RegExp, string]> = [
  [/\b(Bearer|tma)\s+[^\s"'`,;]+/gi, `$1 ${REDACTED}`],
  [/\b(tgWebAppData|initData|init_data|token|hash|signature)=[^&\s"'`#]+/gi, `$1=${REDACTED}`],
  [/"(token|initData|init_data|initDataRaw|tgWebAppData)"\s*:\s*"[^"]*"/gi, `"$1":"${REDACTED}"`],
]

/**
 * Takes credentials out of a text: the given secrets wherever they appear (the token, the raw
 * launch data, also URL-encoded), and anything shaped like an Authorization header or a
 * credential parameter.
 */
export function redactSecrets(text: string, secrets: ReadonlyArray<string | null | undefined> = []): string {
  let out = text
  for (const secret of secrets) {
    if (!secret || secret.length < 8) continue
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(REDACTED)
  }
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement)
  return out
}

/**
 * The report as the `log` string: JSON within `maxBytes`. When it is too long the stack is cut
 * first, then the message, then the user agent, so the report stays whole and readable.
 */
export function encodeErrorReport(report: ErrorReport, maxBytes = MAX_LOG_BYTES): string {
  const current = { ...report }
  for (const field of ['stack', 'message', 'userAgent', 'url'] as const) {
    const overflow = bytesOf(JSON.stringify(current)) - maxBytes
    if (overflow <= 0) break
    // JSON escapes make a cut of N raw bytes save at least N bytes; the margin covers the marker.
    current[field] = truncateText(current[field], Math.max(0, bytesOf(current[field]) - overflow - 4))
  }
  const log = JSON.stringify(current)
  return bytesOf(log) <= maxBytes ? log : JSON.stringify({ ...current, stack: '', message: truncateText(current.message, 200) })
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * A stored log as a report. Logs that are not a report's JSON (older clients, other senders)
 * come back as their first line for the message and the rest for the stack.
 */
export function parseErrorReport(log: string): Partial<ErrorReport> & { message: string } {
  try {
    const value: unknown = JSON.parse(log)
    if (typeof value === 'object' && value !== null && 'message' in value) {
      const v = value as Record<string, unknown>
      return {
        kind: v.kind === 'unhandledrejection' ? 'unhandledrejection' : 'error',
        message: str(v.message),
        stack: str(v.stack),
        url: str(v.url),
        platform: str(v.platform),
        userAgent: str(v.userAgent),
        userId: typeof v.userId === 'number' ? v.userId : null,
        time: str(v.time),
      }
    }
  } catch {
    // Not JSON: a plain text log.
  }
  const [message = '', ...rest] = log.split('\n')
  const url = rest.find((line) => line.startsWith('url: '))?.slice(5)
  const userAgent = rest.find((line) => line.startsWith('ua: '))?.slice(4)
  const stack = rest.filter((line) => !line.startsWith('url: ') && !line.startsWith('ua: ')).join('\n')
  return { message, stack, url, userAgent }
}
