import type { HubMessageKey } from './hub-messages-ru'

/** The hub's first-screen strings in English, loaded only for English-speaking visitors. */
export const en: Record<HubMessageKey, string> = {
  'home.title': 'Home',
  'home.admin': 'Administration',
  'home.categories': 'Sections',
  'home.emptyTitle': 'Nothing here yet',
  'home.emptyMessage': 'Sections will appear here soon.',
  'banners.label': 'Banners',
  'banners.item': 'Banner {index} of {total}',
  'screen.errorTitle': 'Could not load',
  'screen.notFoundTitle': 'Not found',
  'screen.notFoundMessage': 'It may have been removed or hidden.',
  'screen.retry': 'Try again',
  'nav.back': 'Back',
  'screen.signInTitle': 'Could not sign in',
  'screen.signInMessage': 'Telegram did not confirm your sign-in, and this hub needs it. Close the app and open it from Telegram again.',
  'screen.closeApp': 'Close the app',
  'screen.toHome': 'Go home',
}
