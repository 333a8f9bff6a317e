import { useTelegramButton } from './native-button'

/** Shows Telegram's native back button while `visible`, calling the latest `onPress` when tapped. */
export function useTelegramBackButton(visible: boolean, onPress: () => void): void {
  useTelegramButton('back', visible, onPress)
}
