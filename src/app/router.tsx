import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { LoaderScreen } from '@/features/status/loader-screen'
import { RouteErrorLazy } from '@/features/status/route-error-lazy'
import { routeTree } from '@/routeTree.gen'
import type { RouterContext } from './router-context'
import { parseSearch } from './search-params'
import { startedFor, startupAtom } from './startup-atoms'

interface AppRouterOptions {
  history?: RouterHistory
  /** Errors caught by a route's boundary (a screen or loader that threw): reported like uncaught ones. */
  onCaught?: (error: unknown) => void
}

export function createAppRouter(context: RouterContext, { history, onCaught }: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    parseSearch,
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoaderScreen,
    // Every route gets its own boundary, so a failing screen leaves the layouts (and Telegram's back button) in place.
    defaultErrorComponent: RouteErrorLazy,
    defaultOnCatch: onCaught ? (error) => onCaught(error) : undefined,
    // Scroll positions are kept per path by navigation/scroll-memory.ts instead.
    scrollRestoration: false,
  })
  // `/$appKey`'s pending screen is the loader, offered at once (pendingMs 0) whenever its match is new, before
  // its beforeLoad is even called. A hub started in this page comes back synchronously (issue 17): for it the
  // router's default delay applies instead, so going back to it never flashes the loader.
  const hub = router.routesById['/$appKey'].options
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    hub.pendingMs = startedFor(context.store.get(startupAtom), toLocation.pathname.split('/')[1] ?? '') ? undefined : 0
  })
  return router
}

type HubRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: HubRouter
  }
}
