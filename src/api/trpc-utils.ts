import type { QueryClient } from '@tanstack/react-query'
import { createTRPCQueryUtils } from '@trpc/react-query'
import type { AppRouter } from '@mock-api/routers'
import type { ApiClient } from '@/api/trpc'

/** React Query helpers over the same cache as the hooks, for code outside components (start-up, loaders). */
export function createTrpcUtils(queryClient: QueryClient, client: ApiClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client })
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>
