import type { HubMessages } from './hub-messages'

/** The hub's strings in English, loaded only for English-speaking visitors. */
export const en: HubMessages = {
  homeTitle: 'Home',
  retry: 'Try again',
  loading: 'Loading…',
  errorTitle: 'Could not load',
  errorMessage: 'Check your connection and try again.',
  notFoundTitle: 'Not found',
  notFoundMessage: 'It may have been removed or hidden.',
  homeEmptyTitle: 'Nothing here yet',
  homeEmptyMessage: 'Sections will appear here soon.',
  banners: 'Banners',
  banner: (index, total) => `Banner ${index} of ${total}`,
  categories: 'Sections',
}
