import { expect, spyOn, waitFor } from 'storybook/test'

/** Outside Telegram links open in a new tab; stories keep the test browser on one page. */
export function stubWindowOpen() {
  const spy = spyOn(window, 'open').mockImplementation(() => null)
  return () => spy.mockRestore()
}

function sheetHandle(): Element {
  const handle = document.querySelector('[data-sheet-handle]')
  if (!handle) throw new Error('No bottom sheet handle on the page')
  return handle
}

function pointer(type: string, clientY: number) {
  return new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    clientY,
    clientX: 100,
    button: 0,
    pointerId: 1,
    pointerType: 'touch',
    isPrimary: true,
  })
}

/** Drags the open bottom sheet's grip down by `distance` px in a few steps, then lets go. */
export async function swipeSheetDown(distance: number) {
  const handle = sheetHandle()
  const start = 200
  handle.dispatchEvent(pointer('pointerdown', start))
  for (const step of [0.25, 0.5, 0.75, 1]) {
    handle.dispatchEvent(pointer('pointermove', start + distance * step))
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  handle.dispatchEvent(pointer('pointerup', start + distance))
}

/** Waits until no dialog is on the page (closing animations included). */
export async function expectNoDialog() {
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), { timeout: 2000 })
}

/**
 * For `beforeEach`: timers of exactly `ms` never fire while the story is shown, so a timed state
 * (the private-link hint's 1500 ms) stays at rest for designers; other timers run as usual.
 */
export function holdTimers(ms: number) {
  return () => {
    const realSetTimeout = window.setTimeout.bind(window)
    const spy = spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      timeout === ms ? 0 : realSetTimeout(handler, timeout, ...rest)) as typeof window.setTimeout)
    return () => spy.mockRestore()
  }
}
