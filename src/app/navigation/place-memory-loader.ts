import type { AnyRouter } from '@tanstack/react-router'
import { whenLoaded } from '@/ui/lazy-module'
import type * as PlaceMemory from './place-memory'

const FIRST_PRESS = ['keydown', 'pointerdown'] as const

/**
 * Loads place memory (scroll and focus: place-memory.ts) out of the first screen: once the page has
 * loaded and the browser is idle, or at the visitor's first key or pointer press if that comes
 * first (a keyboard user may press Enter on a card before the idle moment). `install` gets the
 * module and whether a navigation was already made without it: that screen's heading takes focus
 * then, as it would have with the memory in. Returns the canceller.
 */
export function loadPlaceMemory(
  router: AnyRouter,
  install: (loaded: { memory: typeof PlaceMemory; navigatedBefore: boolean }) => void,
  win: Window = window,
): () => void {
  let requested = false
  let navigatedBefore = false
  const offNavigate = router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation && event.pathChanged) navigatedBefore = true
  })
  const stopListening = () => FIRST_PRESS.forEach((type) => win.removeEventListener(type, load, true))
  function load() {
    stopListening()
    if (requested) return
    requested = true
    void import('./place-memory').then(
      (memory) => {
        offNavigate()
        install({ memory, navigatedBefore })
      },
      // Without it a screen still works; only the way back to the same place is lost.
      () => undefined,
    )
  }
  FIRST_PRESS.forEach((type) => win.addEventListener(type, load, { capture: true, passive: true }))
  const cancelIdle = whenLoaded(load, 1000)
  return () => {
    cancelIdle()
    stopListening()
    offNavigate()
  }
}
