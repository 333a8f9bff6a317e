import { lazyModule } from '@/ui/lazy-module'

/** hub-later.ts: the opens reporter, the schedule watch and the deep link check, loaded at their first use. */
export const hubLater = lazyModule(() => import('./hub-later'))
