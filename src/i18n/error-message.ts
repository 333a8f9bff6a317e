import { apiErrorOf } from '@/api/api-error'
import { useMessages } from './use-t'

/**
 * SPEC 8's error texts, kept with the helper that picks them (not in the global catalog): no
 * screen of the first load shows them, so they load with the screens that do. Both languages
 * ship together, as they are only needed after start-up.
 */
const ru = {
  'error.title': 'Что-то пошло не так',
  'error.generic': 'Не удалось загрузить данные. Попробуйте ещё раз.',
  'error.network': 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз.',
  'error.timeout': 'Сервер слишком долго не отвечает.',
  'error.canceled': 'Запрос отменён.',
  'error.badRequest': 'Запрос не удался.',
  'error.badResponse': 'Сервер ответил с ошибкой. Мы уже разбираемся.',
  'error.unauthorized': 'Не удалось войти через Telegram.',
  'error.forbidden': 'Недостаточно прав.',
}

export type ErrorKey = keyof typeof ru

const en: Record<ErrorKey, string> = {
  'error.title': 'Something went wrong',
  'error.generic': 'Could not load the data. Please try again.',
  'error.network': 'No connection to the server. Check your internet and try again.',
  'error.timeout': 'The server is taking too long to answer.',
  'error.canceled': 'The request was canceled.',
  'error.badRequest': 'The request failed.',
  'error.badResponse': 'The server answered with an error. We are on it.',
  'error.unauthorized': 'Could not sign in with Telegram.',
  'error.forbidden': 'You do not have permission for this.',
}

const errorCatalogs = { ru, en }

/** The message key for a failed call. */
export function errorMessageKey(error: unknown): ErrorKey {
  const apiError = apiErrorOf(error)
  if (!apiError) return 'error.generic'
  if (apiError.status === 401) return 'error.unauthorized'
  if (apiError.status === 403) return 'error.forbidden'
  switch (apiError.kind) {
    case 'network': return 'error.network'
    case 'timeout': return 'error.timeout'
    case 'canceled': return 'error.canceled'
    case 'bad-request': return 'error.badRequest'
    case 'bad-response': return 'error.badResponse'
  }
}

/** `const t = useErrorT(); t(errorMessageKey(error))` (or `t('error.title')`); follows languageAtom like `useT()`. */
export const useErrorT = () => useMessages(errorCatalogs)
