import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Provider as JotaiProvider, type createStore } from 'jotai'
import type { ReactNode } from 'react'
import { trpc, type ApiClient } from '@/api/trpc'

interface Props {
  queryClient: QueryClient
  apiClient: ApiClient
  store: ReturnType<typeof createStore>
  children: ReactNode
}

/** The providers every screen needs; the app and each story build their own instances. */
export function AppProviders({ queryClient, apiClient, store, children }: Props) {
  return (
    <JotaiProvider store={store}>
      <trpc.Provider client={apiClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </JotaiProvider>
  )
}
