/**
 * The categories list's own texts in Russian (the source of their keys): out of categories-messages-ru.ts,
 * which the category form loads too. The list's title and load error stay there (the form names the list).
 */
export const ru = {
  'list.create': 'Новая категория',
  'list.loading': 'Загрузка категорий…',
  'list.emptyTitle': 'Категорий пока нет',
  'list.emptyText': 'Создайте первую: она появится на главной хаба.',
  'list.noMatchText': 'Нет категорий с «{search}» в названии.',
  'list.clear': 'Сбросить поиск',
  'list.noScheduleMatch': 'Нет категорий с таким расписанием.',
  'list.clearFilters': 'Сбросить фильтры',
  'list.roots': 'Категории главной',
  'list.children': 'Подкатегории «{title}»',
  'list.found': 'Найдено: {count}',
  'list.inactive': 'скрыта',
  'list.active': 'Показывать «{title}»',
  'list.editItem': 'Изменить «{title}»',
  'list.delete': 'Удалить',
  'list.deleteItem': 'Удалить «{title}»',
  'list.addChild': 'Добавить подкатегорию',
  'list.orderHint': 'Порядок здесь — порядок на главной и в категории-родителе.',
} satisfies Record<string, string>

export type CategoriesListMessageKey = keyof typeof ru
