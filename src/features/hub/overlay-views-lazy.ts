import { lazyModule } from '@/ui/lazy-module'

/** overlay-views.ts, loaded on idle or when the first sheet, video or hint opens. */
export const overlayViews = lazyModule(() => import('./overlay-views'))
