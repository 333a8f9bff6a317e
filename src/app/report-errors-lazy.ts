import type { ErrorReporterOptions } from './report-errors'

/** Errors kept while the reporter loads (more than this many are not reported anyway). */
const KEEP_AT_MOST = 20

/**
 * installErrorReporter without its weight in the first screen: the listeners are there from the
 * start and keep what they catch; report-errors.ts loads at the first error, reports what was kept,
 * and reports everything after (reports are not urgent, so it is never fetched ahead). Returns the
 * uninstaller.
 */
export function installErrorReporterLazily(options: ErrorReporterOptions): () => void {
  const target = options.target ?? window
  const kept: Event[] = []
  let report: ((event: Event) => void) | null = null
  let loading: Promise<void> | null = null
  let stopped = false

  const load = () => {
    loading ??= import('./report-errors').then(
      ({ createErrorReporter, reasonOf, kindOf }) => {
        if (stopped) return
        const reportReason = createErrorReporter(options)
        report = (event) => reportReason(reasonOf(event), kindOf(event))
        kept.splice(0).forEach(report)
      },
      () => {
        // Offline, or a new deployment: the next error tries again.
        loading = null
      },
    )
  }
  const onEvent = (event: Event) => {
    if (report) return report(event)
    if (kept.length < KEEP_AT_MOST) kept.push(event)
    load()
  }
  target.addEventListener('error', onEvent)
  target.addEventListener('unhandledrejection', onEvent)
  return () => {
    stopped = true
    target.removeEventListener('error', onEvent)
    target.removeEventListener('unhandledrejection', onEvent)
  }
}
