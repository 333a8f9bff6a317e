import { createRoute, type AnyRootRoute, type AnyRoute, type RouteComponent } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Language, Platform } from '@/session/session-atoms'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { createHarness, HarnessView } from '@stories/support/render-harness'
import type { SeedUserId } from '@stories/support/sign-in'

/** The mock API's base, as every harness's API client calls it (for `server.use(http.get(`${API}/...`))`). */
export const API = `${window.location.origin}/api`

// jsdom has no scrolling; the router and the screens scroll on navigation.
window.scrollTo = () => undefined
Element.prototype.scrollIntoView = () => undefined

export interface SessionOptions {
  /** The memory history's first entry, e.g. `/demo/admin/materials`; its first segment is the hub. */
  path: string
  /** Who is signed in to that hub: a seed user (1 admin of demo and club, 2 visitor, 3 club subscriber) or `null`, anonymous. */
  user: SeedUserId | null
  language?: Language
  platform?: Platform
  /** The admin's role as `POST /auth` answers it (issue 28); absent: none, as a backend without roles. */
  role?: AdminRoleName
  /** Telegram's launch data for `user`, signed as Telegram would (to sign in again); absent: none, a plain browser. */
  launchData?: boolean
  /** Where the API client reports records it left out (the app's error reporter). */
  report?: (reason: unknown) => void
  /** What the root route renders around the matched route (it must render an `<Outlet />`): the admin's chrome, the hub's layout... */
  layout?: RouteComponent
}

interface WithRoutes extends SessionOptions {
  /** The routes under the root, e.g. the hub's screens at `$appKey`, `$appKey/category/$id`... */
  routes: (root: AnyRootRoute) => AnyRoute[]
  element?: never
}

interface WithElement extends SessionOptions {
  /**
   * One screen, drawn at `path` (its hub segment as `$appKey`, so `useAppKey()` works). Every other
   * path in the hub draws a plain "Elsewhere" heading, so navigating away (back links, after a save)
   * can be seen.
   */
  element: () => ReactNode
  routes?: never
}

/** `element` at `path`, "Elsewhere" at any other path of the hub. */
function elementRoutes(path: string, element: () => ReactNode) {
  const pattern = new URL(path, 'http://localhost').pathname.replace(/^\/[^/]+/, '$appKey')
  const elsewhere = () => <h1>Elsewhere</h1>
  return (root: AnyRootRoute) => [
    createRoute({ getParentRoute: () => root, path: pattern, component: element }),
    createRoute({ getParentRoute: () => root, path: '$appKey/$', component: elsewhere }),
    ...(pattern === '$appKey' ? [] : [createRoute({ getParentRoute: () => root, path: '$appKey', component: elsewhere })]),
  ]
}

/**
 * Renders `routes` (or one `element`) in the app's providers as a session of the hub named by
 * `path`'s first segment: signed in as `user` (or anonymous), in `language` (default Russian) on
 * `platform` (default ios), with the mock API at `API` (serve it with ../support/mock-api-server)
 * and a query cache that does not retry. The stories build the same harness
 * (stories/support/render-harness.tsx).
 */
export async function renderWithSession({ path, user, layout, routes, element, ...session }: WithRoutes | WithElement) {
  const harness = await createHarness({
    ...session,
    route: path,
    routes: element ? elementRoutes(path, element) : routes,
    rootComponent: layout,
    appKey: new URL(path, 'http://localhost').pathname.split('/')[1] ?? null,
    signedInAs: user,
    apiBase: API,
  })
  const view = render(<HarnessView harness={harness} />)
  return { ...view, ...harness }
}
