import { RouterProvider } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { HubApp } from './create-app'
import { AppProviders } from './providers'

// Development only: the condition is false in production builds, so the chunk is never emitted.
const DevToolbar =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(() => import('./dev-toolbar/dev-toolbar').then((module) => ({ default: module.DevToolbar })))
    : null

export function App({ app }: { app: HubApp }) {
  // Outside any hub (`/`, the root's not-found and error screens) screens read an empty cache of no hub; each
  // hub's layout provides its own (app-key-layout.tsx).
  const outside = app.hubs.get('')
  return (
    <AppProviders store={app.store} queryClient={outside.queryClient} apiClient={outside.apiClient}>
      {/* Above the screen, in the flow: it must not cover the screen's own controls. */}
      {DevToolbar ? (
        <Suspense fallback={null}>
          <DevToolbar />
        </Suspense>
      ) : null}
      <RouterProvider router={app.router} />
    </AppProviders>
  )
}
