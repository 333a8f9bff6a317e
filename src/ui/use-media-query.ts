import { useSyncExternalStore } from 'react'

/** A media query list, or none where the window cannot answer (no window, or jsdom without `matchMedia`). */
const mediaList = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null

/** Whether the window matches `query` now, kept current as it changes (false where there is no window or no `matchMedia`). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = mediaList(query)
      list?.addEventListener('change', changed)
      return () => list?.removeEventListener('change', changed)
    },
    () => mediaList(query)?.matches ?? false,
    () => false,
  )
}
