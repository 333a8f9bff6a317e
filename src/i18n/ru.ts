/**
 * Russian messages: the source of truth for keys. Flat dotted keys grouped by screen;
 * `{name}` placeholders are filled by `t(key, { name })`. Add a key here first, then to en.ts.
 */
export const ru = {
  // common UI
  'common.loading': 'Загрузка…',
  'common.retry': 'Повторить',
  'common.back': 'Назад',
  'common.close': 'Закрыть',
  'common.cancel': 'Отмена',
  'common.save': 'Сохранить',
  'common.delete': 'Удалить',
  'common.edit': 'Изменить',
  'common.create': 'Создать',
  'common.search': 'Поиск',
  'common.open': 'Открыть',
  'common.more': 'Подробнее',
  'common.toHome': 'На главную',
  'common.empty': 'Здесь пока пусто',
  'common.emptyHint': 'Загляните позже — скоро здесь что-то появится.',
  'common.openLinkHint': 'Не открылось? Сверни приложение',

  // errors
  'error.title': 'Что-то пошло не так',
  'error.generic': 'Не удалось загрузить данные. Попробуйте ещё раз.',
  'error.network': 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз.',
  'error.timeout': 'Сервер слишком долго не отвечает.',
  'error.canceled': 'Запрос отменён.',
  'error.badRequest': 'Запрос не удался.',
  'error.badResponse': 'Сервер ответил с ошибкой. Мы уже разбираемся.',
  'error.unauthorized': 'Не удалось войти через Telegram.',
  'error.forbidden': 'Недостаточно прав.',

  // status screens
  'status.loader.label': 'Загружаем приложение',
  'status.noNavigation.title': 'Навигация не найдена',
  'status.noNavigation.text': 'Похоже, ссылка устарела или приложение ещё не настроено. Откройте его заново из Telegram.',
  'status.notFound.title': 'Страница не найдена',
  'status.notFound.text': 'Такой страницы нет или она была удалена.',
  'status.noSubscription.title': 'Нужна подписка',
  'status.noSubscription.text': 'Чтобы пользоваться навигацией, подпишитесь на канал, а затем вернитесь сюда.',
  'status.noSubscription.subscribe': 'Подписаться на канал',
  'status.noSubscription.checkAgain': 'Я подписался, проверить',
  'status.noSubscription.stillMissing': 'Подписка пока не найдена. Попробуйте через минуту.',
  'status.noAccess.title': 'Нет доступа',
  'status.noAccess.text': 'Этот раздел доступен только администраторам.',
  'status.noAccess.signedOut': 'Не удалось войти через Telegram. Откройте приложение из Telegram ещё раз.',
} satisfies Record<string, string>

export type MessageKey = keyof typeof ru
export type Messages = Record<MessageKey, string>
