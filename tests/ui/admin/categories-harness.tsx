import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router'
import { configure } from '@testing-library/react'
import type { ReactNode } from 'react'
import { platformAtom } from '@/session/session-atoms'
import { AdminChrome } from '@/features/admin/parts/shell/admin-chrome'
import { renderSignedIn } from './admin-harness'

// A busy 2-core machine: waits are bounded generously, they return as soon as the state is there.
configure({ asyncUtilTimeout: 10_000 })

/**
 * Renders an admin screen signed in as the demo hub's admin (user 1), with the admin's chrome
 * (notices, confirm dialog), under a router whose `$appKey` route gives the screen its app key.
 * Any other path resolves (to nothing), so links and navigations after a save work.
 */
export async function renderAdmin(screen: ReactNode, path = '/demo/admin/category') {
  const root = createRootRoute({ component: Outlet })
  const hub = createRoute({ getParentRoute: () => root, path: '$appKey', component: () => <AdminChrome>{screen}</AdminChrome> })
  const rest = createRoute({ getParentRoute: () => hub, path: '$', component: () => null })
  const router = createRouter({
    routeTree: root.addChildren([hub.addChildren([rest])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return renderSignedIn(router, (store) => store.set(platformAtom, 'tdesktop'))
}
