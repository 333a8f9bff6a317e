import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { configure, render } from '@testing-library/react'
import { createStore } from 'jotai'
import type { ReactNode } from 'react'
import { DEV_BOT_TOKEN, issueToken } from '@mock-api/auth'
import { createApiClient } from '@/api/trpc'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { apiBaseAtom, httpConfigFor } from '@/session/http-config'
import { languageAtom, platformAtom, tokensAtom, usersAtom } from '@/session/session-atoms'
import { AdminChrome } from '@/features/admin/parts/layout/admin-chrome'

// A busy 2-core machine: waits are bounded generously, they return as soon as the state is there.
configure({ asyncUtilTimeout: 10_000 })

// jsdom has no scrolling; the router restores scroll on navigation.
window.scrollTo = () => undefined

/**
 * Renders an admin screen signed in as the demo hub's admin (user 1), with the admin's chrome
 * (notices, confirm dialog), under a router whose `$appKey` route gives the screen its app key.
 * Any other path resolves (to nothing), so links and navigations after a save work.
 */
export async function renderAdmin(screen: ReactNode, path = '/demo/admin/category') {
  const store = createStore()
  const base = `${window.location.origin}/api`
  store.set(platformAtom, 'tdesktop')
  store.set(languageAtom, 'ru')
  store.set(apiBaseAtom, base)
  store.set(tokensAtom, { demo: await issueToken({ sub: 1, app: 'demo' }, DEV_BOT_TOKEN, new Date()) })
  store.set(usersAtom, { demo: { id: 1, firstName: 'Anna', lastName: null, username: null, languageCode: 'ru', isAdmin: true } })
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const apiClient = createApiClient(httpConfigFor(store, 'demo'))
  const root = createRootRoute({ component: Outlet })
  const hub = createRoute({ getParentRoute: () => root, path: '$appKey', component: () => <AdminChrome>{screen}</AdminChrome> })
  const rest = createRoute({ getParentRoute: () => hub, path: '$', component: () => null })
  const router = createRouter({
    routeTree: root.addChildren([hub.addChildren([rest])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const view = render(
    <AppProviders store={store} queryClient={queryClient} apiClient={apiClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, store, queryClient }
}
