import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/global.css'
import { App } from './app/app'
import { createApp } from './app/create-app'
import { fetchWithEarlyReads } from './app/early-reads'

// Start-up takes over the reads index.html began; once the first screen is resolved, what is left goes.
const early = fetchWithEarlyReads()
const app = createApp({ fetch: early.fetch })
const stopWatching = app.router.subscribe('onResolved', ({ toLocation }) => {
  if (toLocation.pathname.endsWith('/loader')) return
  early.drop()
  stopWatching()
})
app.start()
const container = document.getElementById('root')
if (container) {
  createRoot(container, {
    // Errors an error boundary caught are reported like uncaught ones (the reporter sends each once:
    // the router's boundaries report theirs too). Development keeps React's console output.
    onCaughtError: (error, info) => {
      app.report(error)
      if (import.meta.env.DEV) console.error(error, info.componentStack)
    },
  }).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  )
}
