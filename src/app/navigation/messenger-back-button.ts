import { useRouterState } from '@tanstack/react-router'
import { useAtomValue, useStore } from 'jotai'
import { useTelegramBackButton } from '@/messenger/back-button'
import { overlayStackAtom } from '@/ui/overlay-stack'
import { useAdminBackAction, useBackAction, useHomeAction } from './use-back-action'

/** Routes without a back action: Home and the status screens. */
const NO_BACK = new Set([
  '__root__',
  '/',
  '/$appKey',
  '/$appKey/',
  '/$appKey/loader',
  '/$appKey/no-navigation',
  '/$appKey/not-found',
  '/$appKey/no-subscription',
])

/**
 * The back action of the screen shown, or null on Home and the status screens: one step back in
 * the history stack (fallback Home); from category detail, Home (SPEC 2); inside the admin, back
 * within the admin (to its index when there is no history). Telegram's button and the browser's
 * back control both use it.
 */
export function useScreenBack(): (() => void) | null {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '__root__' })
  const back = useBackAction()
  const home = useHomeAction()
  const adminBack = useAdminBackAction()
  if (NO_BACK.has(routeId)) return null
  if (routeId === '/$appKey/category/$id') return home
  const inAdminScreen = routeId.startsWith('/$appKey/admin/') && routeId !== '/$appKey/admin/'
  return inAdminScreen ? adminBack : back
}

/**
 * SPEC 2: the native back button on inner screens; from category detail it returns to Home.
 * An open bottom sheet or modal comes first: the button (shown for it on Home too) closes the newest one.
 */
export function useMessengerBackButton(): void {
  const screenBack = useScreenBack()
  const store = useStore()
  const overlayOpen = useAtomValue(overlayStackAtom).length > 0
  // The stack is read when the button is pressed, not when this rendered: an overlay opened a
  // moment ago is closed even before this hook has drawn again.
  useTelegramBackButton(overlayOpen || screenBack !== null, () => {
    const overlay = store.get(overlayStackAtom).at(-1)
    if (overlay) overlay.close()
    else screenBack?.()
  })
}
