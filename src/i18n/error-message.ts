import { apiErrorOf } from '../api/api-error'
import type { MessageKey } from './ru'

/** The message to show for a failed call: `t(errorMessageKey(error))`. */
export function errorMessageKey(error: unknown): MessageKey {
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
