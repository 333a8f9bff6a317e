import type { ScreenMessageKey } from './screen-messages-ru'

/** The hub's error screen in English, loaded only for English-speaking visitors. */
export const en: Record<ScreenMessageKey, string> = {
  'screen.errorTitle': 'Could not load',
  'screen.notFoundTitle': 'Not found',
  'screen.notFoundMessage': 'It may have been removed or hidden.',
  'screen.retry': 'Try again',
  'screen.signInTitle': 'Could not sign in',
  'screen.signInMessage': 'Telegram did not confirm your sign-in, and this hub needs it. Close the app and open it from Telegram again.',
  'screen.closeApp': 'Close the app',
  'screen.toHome': 'Go home',
}
