import { useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useTelegramBackButton } from '@/messenger/back-button'
import { overlayStackAtom } from '@/ui/overlay-stack'
import { useAdminBackAction, useBackAction, useHomeAction } from './use-back-action'

/** Routes without Telegram's back button: Home and the status screens. */
const NO_BACK = new Set([
  '__root__', '/', '/$appKey', '/$appKey/', '/$appKey/loader', '/$appKey/no-navigation', '/$appKey/not-found',
  '/$appKey/no-subscription',
])

/**
 * SPEC 2: the native back button on inner screens; from category detail it returns to Home.
 * An open bottom sheet or modal comes first: the button (shown for it on Home too) closes the newest one.
 * Inside the admin it goes back within the admin (to its index when there is no history).
 */
export function useMessengerBackButton(): void {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '__root__' })
  const overlay = useAtomValue(overlayStackAtom).at(-1)
  const back = useBackAction()
  const home = useHomeAction()
  const adminBack = useAdminBackAction()
  const visible = overlay !== undefined || !NO_BACK.has(routeId)
  const inAdminScreen = routeId.startsWith('/$appKey/admin/') && routeId !== '/$appKey/admin/'
  useTelegramBackButton(visible, overlay ? overlay.close : routeId === '/$appKey/category/$id' ? home : inAdminScreen ? adminBack : back)
}
