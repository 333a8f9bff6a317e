import { useMessages } from '@/i18n/use-t'

/** Texts of the logs screen (ru is the source of the keys). */
const ru = {
  title: 'Логи',
  list: 'Ошибки в браузерах посетителей',
  search: 'Поиск по тексту, адресу, стеку',
  type: 'Тип',
  'type.all': 'Все типы',
  'type.error': 'Ошибки',
  empty: 'Ошибок нет',
  emptyText: 'Сюда попадают необработанные ошибки из браузеров посетителей и админов.',
  'kind.error': 'ошибка',
  'kind.unhandledrejection': 'необработанный промис',
  'field.message': 'Сообщение',
  'field.stack': 'Стек',
  'field.url': 'Адрес',
  'field.platform': 'Платформа',
  'field.user': 'Пользователь',
  'field.time': 'Время',
  'field.userAgent': 'Браузер',
  anonymous: 'не вошёл',
  noStack: 'Стека нет',
  details: 'Подробнее',
} satisfies Record<string, string>

const en: Record<keyof typeof ru, string> = {
  title: 'Logs',
  list: 'Errors in visitors’ browsers',
  search: 'Search text, address, stack',
  type: 'Type',
  'type.all': 'All types',
  'type.error': 'Errors',
  empty: 'No errors',
  emptyText: 'Uncaught errors from visitors’ and admins’ browsers land here.',
  'kind.error': 'error',
  'kind.unhandledrejection': 'unhandled promise',
  'field.message': 'Message',
  'field.stack': 'Stack',
  'field.url': 'Address',
  'field.platform': 'Platform',
  'field.user': 'User',
  'field.time': 'Time',
  'field.userAgent': 'Browser',
  anonymous: 'not signed in',
  noStack: 'No stack',
  details: 'Details',
}

export const useLogsT = () => useMessages({ ru, en })
