import { useEffect, useRef } from 'react'
import { onEvent, postEvent } from './bridge'

/** Shows Telegram's settings button (in the mini app's menu) while `visible`, calling the latest `onPress`. */
export function useTelegramSettingsButton(visible: boolean, onPress: () => void): void {
  const onPressRef = useRef(onPress)
  useEffect(() => {
    onPressRef.current = onPress
  })

  useEffect(() => {
    postEvent('web_app_setup_settings_button', { is_visible: visible })
    if (!visible) return
    const unsubscribe = onEvent('settings_button_pressed', () => onPressRef.current())
    return () => {
      unsubscribe()
      postEvent('web_app_setup_settings_button', { is_visible: false })
    }
  }, [visible])
}
