import './styles/global.css'
import type { EarlyReads } from './app/early-reads'
import { firstPaint } from './app/first-paint'

// Landed on Home or a category, the entry draws it from the early reads first (app/first-paint.tsx);
// the app's code, and what it needs for that screen, is asked for once that is on screen, or at once
// where there is no first paint (docs/decisions/first-screen.md).
const container = document.getElementById('root')
void (container ? firstPaint(container) : Promise.resolve(undefined)).then((drawn) => {
  ;(window as Window & { __earlyReads?: EarlyReads }).__earlyReads?.later?.()
  return import('./app/boot').then(({ boot }) => boot(container, drawn))
})
