import type { ErrorReport } from '@/api/error-report'

/** What an `error` or `unhandledrejection` event is about. */
export function reasonOf(event: Event): unknown {
  if (event.type === 'unhandledrejection') return (event as PromiseRejectionEvent).reason
  const error = event as ErrorEvent
  return (error.error as unknown) ?? error.message
}

/** The report's kind for an `error` or `unhandledrejection` event. */
export function kindOf(event: Event): ErrorReport['kind'] {
  return event.type === 'unhandledrejection' ? 'unhandledrejection' : 'error'
}
