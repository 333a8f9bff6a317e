import { apiErrorOf } from '@/api/api-error'
import { lazyCatalogs } from './language-packs'

/**
 * SPEC 8's texts for a failed call, shared by every feature that shows one (the hub's screen
 * errors, the status screens, the admin's forms): `t(errorMessageKey(error))` with
 * `const t = useMessages(errorMessages)`. Russian bundled, English (error-messages-en.ts) lazily.
 */
const ru = {
  'error.generic': 'Не удалось загрузить данные. Попробуйте ещё раз.',
  'error.network': 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз.',
  'error.timeout': 'Сервер слишком долго не отвечает.',
  'error.canceled': 'Запрос отменён.',
  'error.badRequest': 'Запрос не удался.',
  'error.badResponse': 'Сервер ответил с ошибкой. Мы уже разбираемся.',
  'error.unauthorized': 'Не удалось войти через Telegram.',
  'error.forbidden': 'Недостаточно прав.',
} satisfies Record<string, string>

export type ErrorKey = keyof typeof ru

export const errorMessages = lazyCatalogs(ru, { en: () => import('./error-messages-en').then((module) => module.en) })

/** The message key for a failed call: by status where it says who may not, else by what failed. */
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
