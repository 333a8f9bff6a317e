/** CONTRACT: the log endpoint takes at most 8 KB (kept here: the contract's zod must stay out of the visitor bundle). */
export const MAX_LOG_BYTES = 8 * 1024

export interface ErrorReporterOptions {
  /** Posts one log (`frontendLogs.create`); its failures are swallowed, never reported. */
  send: (log: string) => Promise<unknown>
  /** At most this many reports per page session. */
  maxReports?: number
  target?: Window
}

const IGNORED = [/ResizeObserver loop/i]
const TRUNCATED = '…[truncated]'

/** Cuts a log to the 8 KB the endpoint accepts, counting UTF-8 bytes and never splitting a character. */
export function truncateLog(log: string, maxBytes = MAX_LOG_BYTES): string {
  const encoder = new TextEncoder()
  const bytes = encoder.encode(log)
  if (bytes.length <= maxBytes) return log
  const room = maxBytes - encoder.encode(TRUNCATED).length
  const head = new TextDecoder().decode(bytes.slice(0, room)).replace(/\uFFFD+$/, '')
  return head + TRUNCATED
}

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack ?? '' }
  if (typeof reason === 'string') return { message: reason, stack: '' }
  try {
    return { message: String(JSON.stringify(reason)), stack: '' }
  } catch {
    return { message: String(reason), stack: '' }
  }
}

/**
 * SPEC 7/8: uncaught errors and unhandled rejections go to the log endpoint, silently.
 * The same message+stack is sent once, at most `maxReports` per session, and a failing
 * report is swallowed so reporting can never feed itself. Returns the uninstaller.
 */
export function installErrorReporter({ send, maxReports = 20, target = window }: ErrorReporterOptions): () => void {
  const seen = new Set<string>()

  function report(reason: unknown) {
    const { message, stack } = describe(reason)
    if (IGNORED.some((pattern) => pattern.test(message))) return
    const key = `${message}\n${stack}`
    if (seen.has(key) || seen.size >= maxReports) return
    seen.add(key)
    const log = truncateLog([message, stack, `url: ${target.location.href}`, `ua: ${target.navigator.userAgent}`].filter(Boolean).join('\n'))
    try {
      send(log).catch(() => undefined)
    } catch {
      // A synchronous failure of the reporter is as silent as an asynchronous one.
    }
  }

  const onError = (event: ErrorEvent) => report(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
