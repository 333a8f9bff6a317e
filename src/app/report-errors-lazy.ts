import type { ErrorReport } from '@/api/error-report'
import { kindOf, reasonOf } from './error-event'
import type { ErrorReporterOptions } from './report-errors'

/** Errors kept while the reporter loads (more than this many are not reported anyway). */
const KEEP_AT_MOST = 20

type Kind = ErrorReport['kind']

interface LazyErrorReporter {
  /** Reports one reason (an error caught by React or the router, a record left out): silently, once. */
  report: (reason: unknown, kind?: Kind) => void
  /** Reports uncaught errors and unhandled rejections of the window too; returns the uninstaller. */
  listen: () => () => void
}

/**
 * The error reporter without its weight in the first screen: what it is given is kept, and
 * report-errors.ts loads at the first error, reports what was kept, and reports everything after
 * (reports are not urgent, so it is never fetched ahead).
 */
export function createLazyErrorReporter(options: ErrorReporterOptions): LazyErrorReporter {
  const target = options.target ?? window
  const kept: Array<[unknown, Kind]> = []
  let reportReason: ((reason: unknown, kind: Kind) => void) | null = null
  let loading: Promise<void> | null = null
  let stopped = false

  const load = () => {
    loading ??= import('./report-errors').then(
      ({ createErrorReporter }) => {
        if (stopped) return
        const send = createErrorReporter(options)
        reportReason = send
        kept.splice(0).forEach(([reason, kind]) => send(reason, kind))
      },
      () => {
        // Offline, or a new deployment: the next error tries again.
        loading = null
      },
    )
  }
  const report = (reason: unknown, kind: Kind = 'error') => {
    if (stopped) return
    if (reportReason) return reportReason(reason, kind)
    if (kept.length < KEEP_AT_MOST) kept.push([reason, kind])
    load()
  }
  const listen = () => {
    const onEvent = (event: Event) => report(reasonOf(event), kindOf(event))
    target.addEventListener('error', onEvent)
    target.addEventListener('unhandledrejection', onEvent)
    return () => {
      stopped = true
      kept.length = 0
      target.removeEventListener('error', onEvent)
      target.removeEventListener('unhandledrejection', onEvent)
    }
  }
  return { report, listen }
}

/** installErrorReporter (uncaught errors and unhandled rejections) loaded at the first error; returns the uninstaller. */
export function installErrorReporterLazily(options: ErrorReporterOptions): () => void {
  return createLazyErrorReporter(options).listen()
}
