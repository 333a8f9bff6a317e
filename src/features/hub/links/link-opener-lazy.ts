import { lazyModule } from '@/ui/lazy-module'

/** link-opener.ts: loaded ahead (hub-overlays.tsx, warm-first-taps.ts), else at the first tap on a link. */
export const linkOpener = lazyModule(() => import('./link-opener'))
