import type { CategoriesListMessageKey } from './categories-list-messages-ru'

/** The categories list's own texts in English, fetched only for English-speaking admins. */
export const en: Record<CategoriesListMessageKey, string> = {
  'list.create': 'New category',
  'list.loading': 'Loading categories…',
  'list.emptyTitle': 'No categories yet',
  'list.emptyText': 'Create the first one: it will show on the hub’s Home.',
  'list.noMatchText': 'No category has “{search}” in its title.',
  'list.clear': 'Clear search',
  'list.noScheduleMatch': 'No category has this schedule.',
  'list.clearFilters': 'Clear filters',
  'list.roots': 'Home’s categories',
  'list.children': 'Subcategories of “{title}”',
  'list.found': 'Found: {count}',
  'list.inactive': 'hidden',
  'list.active': 'Show “{title}”',
  'list.editItem': 'Edit “{title}”',
  'list.delete': 'Delete',
  'list.deleteItem': 'Delete “{title}”',
  'list.addChild': 'Add a subcategory',
  'list.orderHint': 'The order here is the order on Home and inside the parent category.',
}
