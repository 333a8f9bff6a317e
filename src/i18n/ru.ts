/**
 * Russian messages: the source of truth for keys. Flat dotted keys grouped by screen;
 * `{name}` placeholders are filled by `t(key, { name })`. Add a key here first, then to en.ts.
 * This catalog ships with the first screen: strings of screens that load later live with them
 * (status-messages.ts, error-message.ts, the hub's and the admin's own catalogs).
 */
export const ru = {
  // common UI
  'common.loading': 'Загрузка…',
  'common.retry': 'Повторить',
  'common.back': 'Назад',
  'common.cancel': 'Отмена',
  'common.save': 'Сохранить',
  'common.delete': 'Удалить',
  'common.edit': 'Изменить',
  'common.create': 'Создать',
  'common.search': 'Поиск',
  'common.open': 'Открыть',
  'common.more': 'Подробнее',
  'common.empty': 'Здесь пока пусто',
  'common.emptyHint': 'Загляните позже — скоро здесь что-то появится.',
  'common.openLinkHint': 'Не открылось? Сверни приложение',

  // status screens
  'status.loader.label': 'Загружаем приложение',
} satisfies Record<string, string>

export type MessageKey = keyof typeof ru
export type Messages = Record<MessageKey, string>
