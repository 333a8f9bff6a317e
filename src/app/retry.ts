import { apiErrorOf } from '@/api/api-error'

/** SPEC 9's one retry, spent only where it can help: not on a 4xx (an unknown app key answers 404). */
export function retryTransient(failureCount: number, error: unknown): boolean {
  const status = apiErrorOf(error)?.status ?? null
  return failureCount < 1 && (status === null || status >= 500)
}
