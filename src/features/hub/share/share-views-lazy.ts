import { lazyModule } from '@/ui/lazy-module'

/** share-views.ts, loaded once the page has loaded, where sharing is allowed (share-slot.tsx). */
export const shareViews = lazyModule(() => import('./share-views'))
