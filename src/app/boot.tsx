import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createApp, type CreateAppOptions } from './create-app'
import { fetchWithEarlyReads } from './early-reads'

/**
 * The app (main.tsx loads it once a first paint is on screen, or at once when there is none):
 * start-up takes over the reads index.html began, and the app mounts in `container`. After a first
 * paint the container is hidden until the app has drawn its first screen there (not the loader):
 * then `leaveFirstPaint` swaps the two in one task, so the visitor never sees the loader or an empty
 * frame between them. Returns the app's stopper (tests: `options` as createApp's).
 */
export function boot(container: HTMLElement | null, leaveFirstPaint: (() => void) | undefined, options: CreateAppOptions = {}): () => void {
  // Once the first screen is resolved, what index.html asked for and nobody took goes.
  const early = fetchWithEarlyReads()
  const app = createApp({ fetch: early.fetch, ...options })
  const stopWatching = app.router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname.endsWith('/loader')) return
    early.drop()
    stopWatching()
  })
  const stop = app.start()
  if (!container) return stop
  if (leaveFirstPaint) {
    const stopWaiting = app.router.subscribe('onRendered', ({ toLocation }) => {
      if (toLocation.pathname.endsWith('/loader')) return
      stopWaiting()
      leaveFirstPaint()
    })
  }
  const root = createRoot(container, {
    // Errors an error boundary caught are reported like uncaught ones (the reporter sends each once:
    // the router's boundaries report theirs too). Development keeps React's console output.
    onCaughtError: (error, info) => {
      app.report(error)
      if (import.meta.env.DEV) console.error(error, info.componentStack)
    },
  })
  root.render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  )
  return () => {
    root.unmount()
    stop()
  }
}
