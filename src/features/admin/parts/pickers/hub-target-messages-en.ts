import type { Message } from '@/i18n/translate'
import type { HubTargetMessageKey } from './hub-target-messages-ru'

/** The link-target picker's texts in English, fetched only for English-speaking admins. */
export const en: Record<HubTargetMessageKey, Message> = {
  placeholder: 'Category or section name',
  none: 'No page chosen',
  home: 'Home',
  homeHint: 'The first screen of the hub',
  category: 'Category “{title}”',
  section: 'Section “{title}”',
  categoryLoading: 'Category…',
  sectionLoading: 'Section…',
  categoryGone: 'Deleted category',
  sectionGone: 'Deleted section',
  goneHint: 'This page no longer exists: visitors would see “Page not found”. Choose another one.',
  other: 'Address “{path}”',
  otherHint: 'This address leads to neither a category nor a section. Choose a page from the list.',
  categories: 'Categories',
  sections: 'Sections',
  results: 'Pages of the hub',
  searching: 'Searching…',
  nothing: 'Nothing found. Try another word.',
  failed: 'The list did not load.',
  retry: 'Retry',
  more: 'Show more',
  change: 'Choose another',
}
