import { useTelegramButton } from './native-button'

/** Shows Telegram's settings button (in the mini app's menu) while `visible`, calling the latest `onPress`. */
export function useTelegramSettingsButton(visible: boolean, onPress: () => void): void {
  useTelegramButton('settings', visible, onPress)
}
