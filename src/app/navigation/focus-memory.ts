import type { AnyRouter } from '@tanstack/react-router'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'
/** How long a new screen may take to draw what should get focus (its data may still be loading; a slow network). */
const WAIT_MS = 10_000
const STOP_ON = ['keydown', 'pointerdown'] as const

/** The control that had focus on a path, found again by its text (lists may have grown or shrunk) or else its place. */
interface Remembered {
  index: number
  text: string
}

const focusables = (doc: Document) => [...(doc.querySelector('main')?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]

function find(doc: Document, remembered: Remembered | undefined): HTMLElement | null {
  if (!remembered) return doc.querySelector<HTMLElement>('main h1')
  const all = focusables(doc)
  return all.find((element) => element.textContent === remembered.text) ?? all[remembered.index] ?? null
}

/**
 * Focuses what `target` finds once it is there (frame by frame, up to WAIT_MS), unless the user acts
 * first. Focus lost on the way (the element it went to left the page: the old screen, still drawn
 * while the new one got ready, or a screen drawn again) goes to what `target` finds then.
 */
function focusWhenThere(win: Window, target: () => HTMLElement | null): () => void {
  let frame = 0
  const started = performance.now()
  const doc = win.document
  const stop = () => {
    win.cancelAnimationFrame(frame)
    STOP_ON.forEach((type) => win.removeEventListener(type, stop, true))
  }
  let focused: HTMLElement | null = null
  const attempt = () => {
    const lost = !focused || (!focused.isConnected && (doc.activeElement === doc.body || doc.activeElement === null))
    const element = lost ? target() : null
    if (element) {
      if (element.tagName === 'H1' && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
      element.focus({ preventScroll: true })
      focused = element
    }
    if (performance.now() - started < WAIT_MS) frame = win.requestAnimationFrame(attempt)
    else stop()
  }
  STOP_ON.forEach((type) => win.addEventListener(type, stop, { capture: true, passive: true }))
  frame = win.requestAnimationFrame(attempt)
  return stop
}

/**
 * Keyboard and screen-reader users keep their place across screens: after a navigation focus
 * moves to the new screen's heading, and coming back to a path puts it on the control that had
 * it there (the card they opened). The first screen keeps the browser's own focus. `navigatedBefore`:
 * a navigation was made before the memory was in (place-memory-loader.ts); its screen's heading takes focus now.
 */
export function installFocusMemory(router: AnyRouter, win: Window = window, navigatedBefore = false): () => void {
  const doc = win.document
  const remembered = new Map<string, Remembered>()
  let cancel = navigatedBefore ? focusWhenThere(win, () => find(doc, undefined)) : () => {}
  const offBefore = router.subscribe('onBeforeNavigate', (event) => {
    cancel()
    const from = event.fromLocation?.pathname
    if (from === undefined || !event.pathChanged) return
    const active = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
    const index = active ? focusables(doc).indexOf(active) : -1
    if (active && index >= 0) remembered.set(from, { index, text: active.textContent })
    else remembered.delete(from)
  })
  const offRendered = router.subscribe('onRendered', (event) => {
    if (!event.fromLocation || !event.pathChanged) return
    const path = event.toLocation.pathname
    cancel = focusWhenThere(win, () => find(doc, remembered.get(path)))
  })
  return () => {
    cancel()
    offBefore()
    offRendered()
  }
}
