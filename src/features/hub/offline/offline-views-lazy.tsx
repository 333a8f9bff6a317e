import type { ComponentProps } from 'react'
import { lazyModule, useLazyModule } from '@/ui/lazy-module'
import type * as OfflineViews from './offline-views'

const offlineViews = lazyModule(() => import('./offline-views'))

/**
 * Loads the offline views ahead of need, once the first screen is up: a repeat visit's kept screen
 * may have to say it is offline, when a chunk asked for only then could no longer arrive.
 */
export function preloadOfflineViews(): void {
  offlineViews.preload().catch(() => undefined)
}

/** The offline note, drawn once its chunk is in. */
export function OfflineNote({ show }: { show: boolean }) {
  const views = useLazyModule(offlineViews, show)
  return show && views ? <views.OfflineNote /> : null
}

/** The offline state, drawn once its chunk is in. */
export function OfflineState(props: ComponentProps<typeof OfflineViews.OfflineState>) {
  const views = useLazyModule(offlineViews, true)
  return views ? <views.OfflineState {...props} /> : null
}
