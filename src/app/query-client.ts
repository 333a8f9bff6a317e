import { QueryClient } from '@tanstack/react-query'
import { apiErrorOf } from '@/api/api-error'

/** A refused call (4xx) answers the same the second time; only transport and server failures are retried. */
function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && apiErrorOf(error)?.kind !== 'bad-request'
}

/** SPEC 9: queries stay fresh for 60 s and are retried once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retryOnce },
      mutations: { retry: 0 },
    },
  })
}
