import type { QueryClient } from '@tanstack/react-query'
import { createQueryClient } from '@/app/query-client'

/**
 * The query cache of stories and tests: the app's own settings (src/app/query-client.ts), without
 * the retry, so an Error state or a failing test shows the error at once.
 */
export function withoutRetry(queryClient: QueryClient): QueryClient {
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
  return queryClient
}

/** A fresh query client with the app's settings and no retry: the one every harness renders into. */
export const createTestQueryClient = (): QueryClient => withoutRetry(createQueryClient())
