import type { Message } from '@/i18n/translate'

/** Texts of the link-target picker (a link inside the hub, chosen by name), loaded with the picker's chunk. */
export const ru = {
  placeholder: 'Название категории или раздела',
  none: 'Страница не выбрана',
  home: 'Главная',
  homeHint: 'Первый экран хаба',
  category: 'Категория «{title}»',
  section: 'Раздел «{title}»',
  categoryLoading: 'Категория…',
  sectionLoading: 'Раздел…',
  categoryGone: 'Удалённая категория',
  sectionGone: 'Удалённый раздел',
  goneHint: 'Этой страницы больше нет: посетитель увидит «Страница не найдена». Выберите другую.',
  other: 'Адрес «{path}»',
  otherHint: 'Этот адрес не ведёт ни на категорию, ни на раздел. Выберите страницу из списка.',
  categories: 'Категории',
  sections: 'Разделы',
  results: 'Страницы хаба',
  searching: 'Ищем…',
  nothing: 'Ничего не нашлось. Попробуйте другое слово.',
  failed: 'Список не загрузился.',
  retry: 'Повторить',
  more: 'Показать ещё',
  change: 'Выбрать другую',
} satisfies Record<string, Message>

export type HubTargetMessageKey = keyof typeof ru
