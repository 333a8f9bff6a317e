import { QueryClient } from '@tanstack/react-query'

/** SPEC 9: queries stay fresh for 60 s and are retried once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1 },
      mutations: { retry: 0 },
    },
  })
}
