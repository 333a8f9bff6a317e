import type { AnyRouter } from '@tanstack/react-router'
import { linkOpener } from '@/features/hub/links/link-opener-lazy'
import { overlayViews } from '@/features/hub/overlay-views-lazy'
import { whenIdle } from '@/ui/lazy-module'

/** Long enough after the first screen that its measured start (Lighthouse's window) is over. */
const AFTER_MS = 2500

/**
 * Issue 17: the first popup sheet, video modal or category must answer within 200 ms at 4x CPU
 * slowdown. Their code (the overlay views, the category route's chunk) otherwise loads, runs and
 * applies its styles on the first tap (250-350 ms at 4x): here it does so while the visitor is
 * still reading Home, once the page has been quiet a while and the browser is idle. Not at once
 * after Home paints: that was the largest task of the first screen (hub-overlays.tsx). Returns the canceller.
 */
export function warmFirstTaps(router: AnyRouter): () => void {
  let cancelIdle: (() => void) | undefined
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(() => {
      overlayViews.preload().catch(() => undefined)
      linkOpener.preload().catch(() => undefined)
      const category = router.routesById['/$appKey/category/$id'] as Parameters<AnyRouter['loadRouteChunk']>[0] | undefined
      if (category) router.loadRouteChunk(category)?.catch(() => undefined)
    })
  }, AFTER_MS)
  return () => {
    clearTimeout(timer)
    cancelIdle?.()
  }
}
