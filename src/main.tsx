import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/global.css'
import { App } from './app/app'
import { createApp } from './app/create-app'

const app = createApp()
app.start()
const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  )
}
