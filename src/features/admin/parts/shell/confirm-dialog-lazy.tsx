import { useEffect } from 'react'
import { lazyModule, useLazyModule, whenIdle } from '@/ui/lazy-module'
import type { ConfirmDialogProps } from '../confirm/confirm-dialog'

/**
 * The confirm dialog and the modal under it (about 2 KB gzip) are out of every admin screen's first
 * load: no screen needs them to draw. `preloadConfirmDialog` fetches them once the admin is idle
 * (ConfirmHost), so a first question shows at once; asked before that, it shows as they arrive.
 */
const confirmDialog = lazyModule(() => import('../confirm/confirm-dialog'))

/** Fetches the dialog's chunk once the browser is idle; returns the canceller. */
export function usePreloadConfirmDialog() {
  useEffect(() => whenIdle(() => void confirmDialog.preload().catch(() => undefined)), [])
}

/** `<ConfirmDialog>` (same props), drawn once its chunk is in: loaded when first opened, if not before. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const module = useLazyModule(confirmDialog, props.open || null)
  return module ? <module.ConfirmDialog {...props} /> : null
}
