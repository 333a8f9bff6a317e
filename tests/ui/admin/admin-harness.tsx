import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createStore } from 'jotai'
import type { ReactNode } from 'react'
import { DEV_BOT_TOKEN, issueToken } from '@mock-api/auth'
import { createApiClient } from '@/api/trpc'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { AdminChrome } from '@/features/admin/parts/shell/admin-chrome'
import { apiBaseAtom, httpConfigFor } from '@/session/http-config'
import { languageAtom, tokensAtom, usersAtom } from '@/session/session-atoms'

export const API = `${window.location.origin}/api`

export { seedWith } from '../support/mock-api-server'

// jsdom has no scrolling; the router restores scroll on navigation.
window.scrollTo = () => undefined
Element.prototype.scrollIntoView = () => undefined

/**
 * `screen` at `path` inside the admin's chrome (notices, confirm dialog), signed in as admin 1 of
 * `demo`. Every other path under `/$appKey` renders a plain "Elsewhere" page, so navigating away
 * (back links, after saving) can be seen.
 */
export async function renderAdmin(path: string, screen: () => ReactNode) {
  const pathPattern = path.replace(/^\/demo/, '$appKey')
  const root = createRootRoute({
    component: () => (
      <AdminChrome>
        <Outlet />
      </AdminChrome>
    ),
  })
  const target = createRoute({ getParentRoute: () => root, path: pathPattern, component: () => screen() })
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$appKey/$', component: () => <h1>Elsewhere</h1> })
  const elsewhereIndex = createRoute({ getParentRoute: () => root, path: '$appKey', component: () => <h1>Elsewhere</h1> })
  const router = createRouter({
    routeTree: root.addChildren([target, elsewhere, elsewhereIndex]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return renderSignedIn(router)
}

/**
 * `router` inside the app's providers, signed in as admin 1 of `demo` (Russian, the mock API at
 * `API`), with a query cache that does not retry: what every admin harness renders into.
 */
export async function renderSignedIn(router: AnyRouter, more?: (store: ReturnType<typeof createStore>) => void) {
  const store = createStore()
  store.set(languageAtom, 'ru')
  store.set(apiBaseAtom, API)
  store.set(tokensAtom, { demo: await issueToken({ sub: 1, app: 'demo' }, DEV_BOT_TOKEN, new Date()) })
  store.set(usersAtom, { demo: { id: 1, firstName: 'Анна', lastName: null, username: null, languageCode: 'ru', isAdmin: true } })
  more?.(store)
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const apiClient = createApiClient(httpConfigFor(store, 'demo'))
  const view = render(
    <AppProviders store={store} queryClient={queryClient} apiClient={apiClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, store, queryClient }
}
