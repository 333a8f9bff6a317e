import type { FetchStatus } from '@tanstack/react-query'
import { apiErrorOf } from '@/api/api-error'

interface Read {
  fetchStatus: FetchStatus
  error: unknown
}

/** A read the network did not answer: the browser says it is offline (paused), or the request never got through. */
export function isOfflineRead(read: Read): boolean {
  if (read.fetchStatus === 'paused') return true
  const kind = apiErrorOf(read.error)?.kind
  return kind === 'network' || kind === 'timeout'
}
