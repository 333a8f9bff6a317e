import type { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRootRoute,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router'
import { createStore } from 'jotai'
import type { User } from '@/api/contract/auth'
import { createApiClient } from '@/api/trpc'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { languageAtom, platformAtom, tokensAtom, usersAtom, type Language, type Platform } from '@/session/session-atoms'
import { loadLanguage } from '@/i18n/language-packs'
import { apiBaseAtom, httpConfigFor } from '@/session/http-config'

/**
 * A story's render harness: a fresh jotai store, query client, API client (to the mock server,
 * see ./mock-api.ts) and router per story, so no state leaks from one story to the next.
 */
export interface HarnessOptions {
  /** The memory history's first entry, e.g. `/demo/category/3`. */
  route: string
  /** The routes under the root (the root itself renders `rootComponent`, default an Outlet). */
  routes: (root: AnyRootRoute) => AnyRoute[]
  rootComponent?: RouteComponent
  appKey?: string | null
  platform?: Platform
  language?: Language
  token?: string | null
  user?: User | null
  /** Default `/api` on the page's origin. */
  apiBase?: string
}

export type Harness = Awaited<ReturnType<typeof createHarness>>

/** Error stories show the error at once, not after the production retry. */
function withoutRetry(queryClient: QueryClient): QueryClient {
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
  return queryClient
}

/**
 * Builds the harness and loads its router and language before anything renders, so the first
 * render already draws the route's screen (a story's play function can query at once).
 */
export async function createHarness(options: HarnessOptions) {
  const { route, routes, rootComponent = Outlet, appKey = 'demo', platform = 'ios', language = 'ru' } = options
  const store = createStore()
  store.set(platformAtom, platform)
  // As the app does: a language is switched to once its catalogs are in (only Russian is bundled).
  await loadLanguage(language)
  store.set(languageAtom, language)
  if (appKey && options.token) store.set(tokensAtom, { [appKey]: options.token })
  if (appKey && options.user) store.set(usersAtom, { [appKey]: options.user })
  const queryClient = withoutRetry(createQueryClient())
  const apiBase = options.apiBase ?? `${window.location.origin}/api`
  // The admin's uploads read the base from the session, as in the app.
  store.set(apiBaseAtom, apiBase)
  // The hub's calls, as the app's session for `appKey` makes them (src/app/hub-sessions.ts).
  const apiClient = createApiClient(httpConfigFor(store, appKey ?? ''))
  const root = createRootRoute({ component: rootComponent })
  const router = createRouter({
    routeTree: root.addChildren(routes(root)),
    history: createMemoryHistory({ initialEntries: [route] }),
    // Scroll restoration is the app's (navigation/scroll-memory.ts), not a story's.
    scrollRestoration: false,
  })
  await router.load()
  return { store, queryClient, apiClient, router }
}

/** The app's providers around the harness's router. */
export function HarnessView({ harness }: { harness: Harness }) {
  return (
    <AppProviders store={harness.store} queryClient={harness.queryClient} apiClient={harness.apiClient}>
      <RouterProvider router={harness.router} />
    </AppProviders>
  )
}
