import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { LoaderScreen } from '@/features/status/loader-screen'
import { routeTree } from '@/routeTree.gen'
import type { RouterContext } from './router-context'

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoaderScreen,
    // Scroll positions are kept per path by navigation/scroll-memory.ts instead.
    scrollRestoration: false,
  })
}

export type HubRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: HubRouter
  }
}
