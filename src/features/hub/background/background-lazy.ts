import { lazyModule } from '@/ui/lazy-module'

/** background.ts: the opens reporter, the schedule watch and the deep link check, loaded at their first use. */
export const hubBackground = lazyModule(() => import('./background'))
