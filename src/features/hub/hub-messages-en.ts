import type { HubMessages } from './hub-messages'

/** The hub's strings in English, loaded only for English-speaking visitors. */
export const en: HubMessages = {
  privateLinkHint: "Didn't open? Minimise the app",
  homeTitle: 'Home',
  close: 'Close',
  retry: 'Try again',
  loading: 'Loading…',
  errorTitle: 'Could not load',
  errorMessage: 'Check your connection and try again.',
  notFoundTitle: 'Not found',
  notFoundMessage: 'It may have been removed or hidden.',
  homeEmptyTitle: 'Nothing here yet',
  homeEmptyMessage: 'Sections will appear here soon.',
  categoryEmptyTitle: 'Nothing here yet',
  categoryEmptyMessage: 'This section has no materials yet.',
  sectionEmptyTitle: 'No materials yet',
  sectionEmptyMessage: 'Check back later.',
  subcategoryEmpty: 'Nothing here yet',
  banners: 'Banners',
  banner: (index, total) => `Banner ${index} of ${total}`,
  categories: 'Sections',
  materials: 'Materials',
  open: 'Open',
  playVideo: 'Watch the video',
  videoUnsupported: 'Your browser cannot play this video.',
  opensInNewTab: '(opens in a new tab)',
}
