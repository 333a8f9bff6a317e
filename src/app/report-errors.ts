import { MAX_LOG_BYTES } from '@/api/contract/plain/log-size'
import { encodeErrorReport, redactSecrets, safePageUrl, truncateText, type ErrorReport } from '@/api/error-report'
import { kindOf, reasonOf } from './error-event'

/** What the app knows at the moment of an error, read when it happens. */
interface ReportContext {
  platform: string
  userId: number | null
  /** Values that must never leave in a report (the bearer token, the raw launch data). */
  secrets: ReadonlyArray<string | null | undefined>
}

export interface ErrorReporterOptions {
  /** Posts one log (`frontendLogs.create`); its failures are swallowed, never reported. */
  send: (log: string) => Promise<unknown>
  /** The platform, the user and the secrets to keep out; default: none known. */
  context?: () => ReportContext
  /** At most this many reports per page session. */
  maxReports?: number
  target?: Window
}

const IGNORED = [/ResizeObserver loop/i]

/** Cuts a log to the 8 KB the endpoint accepts, counting UTF-8 bytes and never splitting a character. */
export function truncateLog(log: string, maxBytes = MAX_LOG_BYTES): string {
  return truncateText(log, maxBytes)
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

const NO_CONTEXT = (): ReportContext => ({ platform: 'unknown', userId: null, secrets: [] })

/**
 * The reporting of one reason (an error, a rejection reason, a message) as an ErrorReport: the
 * same message+stack is sent once, at most `maxReports` per session, credentials are taken out
 * of every part, and a failing report is swallowed so reporting can never feed itself.
 */
export function createErrorReporter({ send, context = NO_CONTEXT, maxReports = 20, target = window }: ErrorReporterOptions) {
  const seen = new Set<string>()
  return (reason: unknown, kind: ErrorReport['kind'] = 'error'): void => {
    const { message, stack } = describe(reason)
    if (IGNORED.some((pattern) => pattern.test(message))) return
    const key = `${message}\n${stack}`
    if (seen.has(key) || seen.size >= maxReports) return
    seen.add(key)
    try {
      const { platform, userId, secrets } = context()
      const clean = (text: string) => redactSecrets(text, secrets)
      const log = encodeErrorReport({
        kind,
        message: clean(message),
        stack: clean(stack),
        url: clean(safePageUrl(target.location.href)),
        platform,
        userAgent: target.navigator.userAgent,
        userId,
        time: new Date().toISOString(),
      })
      send(log).catch(() => undefined)
    } catch {
      // A synchronous failure of the reporter is as silent as an asynchronous one.
    }
  }
}

/**
 * SPEC 7/8: uncaught errors and unhandled rejections go to the log endpoint, silently (see
 * createErrorReporter). Returns the uninstaller.
 */
export function installErrorReporter(options: ErrorReporterOptions): () => void {
  const target = options.target ?? window
  const report = createErrorReporter(options)
  const onEvent = (event: Event) => report(reasonOf(event), kindOf(event))
  target.addEventListener('error', onEvent)
  target.addEventListener('unhandledrejection', onEvent)
  return () => {
    target.removeEventListener('error', onEvent)
    target.removeEventListener('unhandledrejection', onEvent)
  }
}
