import { useEffect, useRef } from 'react'
import { onEvent, postEvent } from './bridge'

/**
 * Shows one of Telegram's native buttons (`back` beside the title, `settings` in the mini app's
 * menu) while `visible`, calling the latest `onPress` when tapped, and hides it again on unmount.
 */
export function useTelegramButton(button: 'back' | 'settings', visible: boolean, onPress: () => void): void {
  const onPressRef = useRef(onPress)
  useEffect(() => {
    onPressRef.current = onPress
  })

  useEffect(() => {
    const setup = `web_app_setup_${button}_button`
    postEvent(setup, { is_visible: visible })
    if (!visible) return
    const unsubscribe = onEvent(`${button}_button_pressed`, () => onPressRef.current())
    return () => {
      unsubscribe()
      postEvent(setup, { is_visible: false })
    }
  }, [button, visible])
}
