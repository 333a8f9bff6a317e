/**
 * A page whose visibility the test sets: `hide()` and `show()` change it and fire `visibilitychange`
 * to the listeners the code under test added (`listeners` shows whether it removed them).
 */
export function fakePage() {
  const listeners = new Set<() => void>()
  const set = (state: DocumentVisibilityState) => {
    page.visibilityState = state
    listeners.forEach((listener) => listener())
  }
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    hide: () => set('hidden'),
    show: () => set('visible'),
    listeners,
  }
  return page
}
