import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { lazy, Suspense } from 'react'
import type { HubApp } from './create-app'

// Development only: the condition is false in production builds, so the chunk is never emitted.
const DevToolbar =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(() => import('./dev-toolbar/dev-toolbar').then((module) => ({ default: module.DevToolbar })))
    : null

export function App({ app }: { app: HubApp }) {
  // No cache here: each hub's layout provides its own (app-key-layout.tsx, hub-sessions.ts).
  return (
    <JotaiProvider store={app.store}>
      {/* Above the screen, in the flow: it must not cover the screen's own controls. */}
      {DevToolbar ? (
        <Suspense fallback={null}>
          <DevToolbar />
        </Suspense>
      ) : null}
      <RouterProvider router={app.router} />
    </JotaiProvider>
  )
}
