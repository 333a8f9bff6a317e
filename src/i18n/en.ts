import type { Messages } from './ru'

export const en: Messages = {
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.back': 'Back',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.create': 'Create',
  'common.search': 'Search',
  'common.open': 'Open',
  'common.more': 'More',
  'common.empty': 'Nothing here yet',
  'common.emptyHint': 'Check back later — something will show up soon.',
  'common.openLinkHint': 'Didn’t open? Minimise the app',

  'status.loader.label': 'Loading the app',
}
