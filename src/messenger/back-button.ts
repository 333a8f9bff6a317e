import { useEffect, useRef } from 'react'
import { onEvent, postEvent } from './bridge'

/** Shows Telegram's native back button while `visible`, calling the latest `onPress` when tapped. */
export function useTelegramBackButton(visible: boolean, onPress: () => void): void {
  const onPressRef = useRef(onPress)
  useEffect(() => {
    onPressRef.current = onPress
  })

  useEffect(() => {
    postEvent('web_app_setup_back_button', { is_visible: visible })
    if (!visible) return
    const unsubscribe = onEvent('back_button_pressed', () => onPressRef.current())
    return () => {
      unsubscribe()
      postEvent('web_app_setup_back_button', { is_visible: false })
    }
  }, [visible])
}
