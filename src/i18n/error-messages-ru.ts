/** SPEC 8's error texts in Russian, the source of truth for their keys; bundled. English is error-messages-en.ts. */
export const ru = {
  'error.generic': 'Не удалось загрузить данные. Попробуйте ещё раз.',
  'error.network': 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз.',
  'error.timeout': 'Сервер слишком долго не отвечает.',
  'error.canceled': 'Запрос отменён.',
  'error.badRequest': 'Запрос не удался.',
  'error.badResponse': 'Сервер ответил с ошибкой. Мы уже разбираемся.',
  'error.unauthorized': 'Не удалось войти через Telegram.',
  'error.forbidden': 'Недостаточно прав.',
  'error.notFound': 'Запись не найдена.',
} satisfies Record<string, string>

export type ErrorKey = keyof typeof ru
