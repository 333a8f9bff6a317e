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
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { createApiClient } from '@/api/trpc'
import { AppProviders } from '@/app/providers'
import { languageAtom, launchParamsAtom, platformAtom, tokensAtom, usersAtom, type Language, type Platform } from '@/session/session-atoms'
import { loadLanguage } from '@/i18n/language-packs'
import { apiBaseAtom, httpConfigFor } from '@/session/http-config'
import { createTestQueryClient } from './query-client'
import { seedLaunchParams, seedUser, signedInToken } from './sign-in'

/**
 * The render harness of stories (./story-shell.tsx) and of the jsdom tests
 * (tests/ui/support/render-with-session.tsx): a fresh jotai store, query client, API client (to
 * the mock server, see ./mock-api.ts) and router per story or test, so no state leaks from one to
 * the next.
 */
export interface SessionOptions {
  /** The hub the session is signed in to (`null`: none, e.g. the hub picker). Default `demo`. */
  appKey?: string | null
  platform?: Platform
  language?: Language
  /** The seed user signed in to `appKey` (token and user, as `POST /auth` gives them); `null` or absent: anonymous. */
  signedInAs?: number | null
  /** The signed-in admin's role as `POST /auth` answers it (issue 28); absent: none, as a backend without roles (an owner). */
  role?: AdminRoleName
  /**
   * Telegram's launch data for `signedInAs`, signed as Telegram would (what the app signs in again with:
   * a membership check, the admin's role check); absent: none, as in a plain browser.
   */
  launchData?: boolean
  /** A bearer token of its own, instead of the one `signedInAs` gets. */
  token?: string | null
  /** Default `/api` on the page's origin. */
  apiBase?: string
  /** Where the client reports records it left out (the app's error reporter). */
  report?: (reason: unknown) => void
}

export interface HarnessOptions extends SessionOptions {
  /** The memory history's first entry, e.g. `/demo/category/3`. */
  route: string
  /** The routes under the root (the root itself renders `rootComponent`, default an Outlet). */
  routes: (root: AnyRootRoute) => AnyRoute[]
  rootComponent?: RouteComponent
}

export type Harness = Awaited<ReturnType<typeof createHarness>>

/** The session as the app keeps it for a signed-in hub: store (platform, language, token, user), query client, API client. */
export async function createSession(options: SessionOptions) {
  const { appKey = 'demo', platform = 'ios', language = 'ru', signedInAs = null } = options
  const store = createStore()
  store.set(platformAtom, platform)
  // As the app does: a language is switched to once its catalogs are in (only Russian is bundled).
  await loadLanguage(language)
  store.set(languageAtom, language)
  const token = options.token ?? (appKey && signedInAs !== null ? await signedInToken(signedInAs, appKey) : null)
  const user: User | null = signedInAs === null ? null : seedUser(signedInAs, options.role)
  if (appKey && token) store.set(tokensAtom, { [appKey]: token })
  if (appKey && user) store.set(usersAtom, { [appKey]: user })
  if (options.launchData && signedInAs !== null) store.set(launchParamsAtom, await seedLaunchParams(signedInAs, language))
  // The admin's uploads read the base from the session, as in the app.
  store.set(apiBaseAtom, options.apiBase ?? `${window.location.origin}/api`)
  // The hub's calls, as the app's session for `appKey` makes them (src/app/hub-sessions.ts).
  const apiClient = createApiClient(httpConfigFor(store, appKey ?? '', { report: options.report }))
  return { store, queryClient: createTestQueryClient(), apiClient }
}

/**
 * Builds the harness and loads its router and language before anything renders, so the first
 * render already draws the route's screen (a story's play function can query at once).
 */
export async function createHarness({ route, routes, rootComponent = Outlet, ...session }: HarnessOptions) {
  const root = createRootRoute({ component: rootComponent })
  const router = createRouter({
    routeTree: root.addChildren(routes(root)),
    history: createMemoryHistory({ initialEntries: [route] }),
    // Scroll restoration is the app's (navigation/scroll-memory.ts), not a story's.
    scrollRestoration: false,
  })
  const built = await createSession(session)
  await router.load()
  return { ...built, router }
}

/** The app's providers around the harness's router. */
export function HarnessView({ harness }: { harness: Harness }) {
  return (
    <AppProviders store={harness.store} queryClient={harness.queryClient} apiClient={harness.apiClient}>
      <RouterProvider router={harness.router} />
    </AppProviders>
  )
}
