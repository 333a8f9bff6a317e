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
 * The reporting of one reason (an error, a rejection reason, a message): the same message+stack
 * is sent once, at most `maxReports` per session, and a failing report is swallowed so
 * reporting can never feed itself.
 */
export function createErrorReporter({ send, maxReports = 20, target = window }: ErrorReporterOptions): (reason: unknown) => void {
  const seen = new Set<string>()
  return (reason) => {
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
}

/** What an `error` or `unhandledrejection` event is about. */
export function reasonOf(event: Event): unknown {
  if (event.type === 'unhandledrejection') return (event as PromiseRejectionEvent).reason
  const error = event as ErrorEvent
  return (error.error as unknown) ?? error.message
}

/**
 * SPEC 7/8: uncaught errors and unhandled rejections go to the log endpoint, silently (see
 * createErrorReporter). Returns the uninstaller.
 */
export function installErrorReporter(options: ErrorReporterOptions): () => void {
  const target = options.target ?? window
  const report = createErrorReporter(options)
  const onEvent = (event: Event) => report(reasonOf(event))
  target.addEventListener('error', onEvent)
  target.addEventListener('unhandledrejection', onEvent)
  return () => {
    target.removeEventListener('error', onEvent)
    target.removeEventListener('unhandledrejection', onEvent)
  }
}
