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
  'banners.dot': 'Show banner {index} of {total}',
  'nav.back': 'Back',
  'audience.locked': 'For channel members only',
}
