/**
 * Stands in for TanStack Router's scroll restoration module in the app's build (vite.config.ts:
 * routerScrollReset). The app keeps scroll positions itself (scroll-memory.ts, `scrollRestoration:
 * false`), so of that module only the router's own reset remains to do: a navigation that asks to
 * reset scroll starts at the top, or at its hash's element. The rest (a per-entry position cache
 * read from sessionStorage at load, its listeners, element selectors) was about 1 KB gzip of the
 * first screen that never ran. The same exports as the module it replaces (router-core 1.170).
 */
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

type ScrollState = { n?: boolean; h?: boolean; r?: boolean }

export const storageKey = 'tsr-scroll-restoration-v1_3'

export const defaultGetScrollRestorationKey = (location: ParsedLocation) =>
  (location.state as { __TSR_key?: string }).__TSR_key || location.href

/** Element positions are never kept here (scroll-memory.ts keeps the window's). */
export const getElementScrollRestorationEntry = (): undefined => undefined

export function setupScrollRestoration(router: AnyRouter): void {
  const scroll = (router as unknown as { _scroll: ScrollState })._scroll
  if (scroll.r) return
  scroll.r = true
  router.subscribe('onRendered', ({ toLocation }) => {
    const reset = scroll.n
    scroll.n = true
    scroll.h = false
    const { hash } = toLocation
    const intoView =
      (toLocation.state as { __hashScrollIntoViewOptions?: boolean | ScrollIntoViewOptions }).__hashScrollIntoViewOptions ?? true
    if (hash) {
      if (intoView) document.getElementById(hash)?.scrollIntoView(intoView)
    } else if (reset) window.scrollTo({ top: 0, left: 0, behavior: router.options.scrollRestorationBehavior })
  })
}
