import { useRouterState } from '@tanstack/react-router'
import { useTelegramBackButton } from '../../messenger/back-button'
import { useBackAction, useHomeAction } from './use-back-action'

/** Routes without Telegram's back button: Home and the status screens. */
const NO_BACK = new Set([
  '__root__', '/', '/$appKey', '/$appKey/', '/$appKey/loader', '/$appKey/no-navigation', '/$appKey/not-found',
  '/$appKey/no-subscription',
])

/** SPEC 2: the native back button on inner screens; from category detail it returns to Home. */
export function useMessengerBackButton(): void {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '__root__' })
  const back = useBackAction()
  const home = useHomeAction()
  const visible = !NO_BACK.has(routeId)
  useTelegramBackButton(visible, routeId === '/$appKey/category/$id' ? home : back)
}
