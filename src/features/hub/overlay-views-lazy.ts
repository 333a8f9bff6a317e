import { lazyModule } from '@/ui/lazy-module'

/** overlay-views.ts, loaded once the page has loaded (hub-overlays.tsx), or when the first sheet, video or hint opens. */
export const overlayViews = lazyModule(() => import('./overlay-views'))
