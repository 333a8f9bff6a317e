/**
 * Reference (b) of `npm run bench`: the same page as reference (a) on the whole client stack the
 * product uses: TanStack Router (a route whose loader fills the cache while its component, split
 * into a chunk of its own, loads), React Query, the tRPC client and React hooks, and jotai. No product code.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Outlet, RouterProvider } from '@tanstack/react-router'
import { httpLink } from '@trpc/client'
import { createTRPCQueryUtils } from '@trpc/react-query'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { appKeyAtom, rootInput, trpc } from './trpc'

const store = createStore()
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } })
const client = trpc.createClient({ links: [httpLink({ url: '/trpc', headers: () => ({ 'x-app-key': store.get(appKeyAtom) }) })] })
const utils = createTRPCQueryUtils({ queryClient, client })

const rootRoute = createRootRouteWithContext<{ utils: typeof utils }>()({ component: Outlet })
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$appKey',
  loader: ({ context }) => Promise.all([context.utils.categories.list.ensureData(rootInput), context.utils.banners.list.ensureData({})]),
  component: lazyRouteComponent(() => import('./home-route'), 'Home'),
})

const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]), context: { utils } })

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <trpc.Provider client={client} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </trpc.Provider>
      </JotaiProvider>
    </StrictMode>,
  )
}
