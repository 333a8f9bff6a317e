import type { AnyRouter } from '@tanstack/react-router'
import type { Store } from '@/app/wait-for-atom'
import { scrollPositionsAtom } from './history-atoms'

const RESTORE_FOR_MS = 1500
const STOP_ON = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls to `y`, retrying frame by frame while the page is still too short (lists that
 * render from the cache a moment later, images without sizes), until the user takes over.
 */
function restoreScroll(win: Window, y: number): () => void {
  // The top is always there to scroll to: one scroll, no frames spent retrying (each forces a layout).
  if (y === 0) {
    win.scrollTo({ top: 0, left: 0 })
    return () => {}
  }
  let frame = 0
  const started = performance.now()
  const stop = () => {
    win.cancelAnimationFrame(frame)
    STOP_ON.forEach((type) => win.removeEventListener(type, stop))
  }
  const attempt = () => {
    win.scrollTo({ top: y, left: 0 })
    if (Math.abs(win.scrollY - y) <= 1 || performance.now() - started > RESTORE_FOR_MS) stop()
    else frame = win.requestAnimationFrame(attempt)
  }
  STOP_ON.forEach((type) => win.addEventListener(type, stop, { passive: true }))
  // At once too, so no frame shows the top the router just scrolled to.
  win.scrollTo({ top: y, left: 0 })
  frame = win.requestAnimationFrame(attempt)
  return stop
}

/**
 * Remembers the window's scroll position per path in scrollPositionsAtom and restores it when
 * a path is shown again (new paths start at the top). Replaces TanStack's own restoration,
 * which keys by history entry and gives up before cached lists have grown back to length.
 * A navigation to the path already shown (an internal link to Home from a sheet on Home) keeps
 * the position: the router scrolls to the top on every navigation, even with its restoration off.
 */
export function installScrollMemory(router: AnyRouter, store: Store, win: Window = window): () => void {
  try {
    win.history.scrollRestoration = 'manual'
  } catch {
    // Some embedded browsers refuse; their own restoration then competes, harmlessly.
  }
  let cancel = () => {}
  /** Where the page was when a navigation to the same path began (null: none under way). */
  let stay: number | null = null
  const offBefore = router.subscribe('onBeforeNavigate', (event) => {
    cancel()
    const from = event.fromLocation?.pathname
    if (from === undefined) return
    if (event.pathChanged) store.set(scrollPositionsAtom, (positions) => ({ ...positions, [from]: win.scrollY }))
    else stay = win.scrollY
  })
  const offRendered = router.subscribe('onRendered', (event) => {
    if (event.fromLocation && !event.pathChanged) {
      if (stay !== null) cancel = restoreScroll(win, stay)
      stay = null
      return
    }
    stay = null
    const y = store.get(scrollPositionsAtom)[event.toLocation.pathname] ?? 0
    // The page's first screen is at the top already: scrolling there would only force a layout before its first paint.
    if (!event.fromLocation && y === 0) return
    cancel = restoreScroll(win, y)
  })
  return () => {
    cancel()
    offBefore()
    offRendered()
  }
}
