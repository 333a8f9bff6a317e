import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/global.css'
import { App } from './app/app'
import { createApp } from './app/create-app'

const app = createApp()
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
