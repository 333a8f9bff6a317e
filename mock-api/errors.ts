import { refusalStatus, type Refusal } from '@/api/contract/refusals'
import type { AdminRole } from '@/api/contract/roles'

/**
 * An answer other than success, in Laravel's shapes (CONTRACT.md "Errors"). Services throw these;
 * the REST adapter turns them into responses and the tRPC error formatter into tRPC errors.
 * Field paths are camelCase dot paths here (`links.0.externalUrl`); the REST adapter snake-cases them.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 419 | 422 | 429 | 500,
    message: string,
    readonly extra: { errors?: Record<string, string[]>; code?: string; params?: unknown; current?: unknown } = {},
  ) {
    super(message)
    this.name = 'HttpProblem'
  }
}

export const badRequest = (message = 'Bad request.') => new HttpProblem(400, message)
export const unauthenticated = () => new HttpProblem(401, 'Unauthenticated.')
export const forbidden = () => new HttpProblem(403, 'This action is unauthorized.')
export const subscriptionRequired = () =>
  refused('Subscribe to the channel to open this hub.', { code: 'subscription_required', params: {} })
/** 403 role_forbidden: an admin whose role does not include what the call needs (README "Roles"). */
export const roleForbidden = (role: AdminRole, needs: AdminRole) =>
  refused(`This needs the ${needs} role; yours is ${role}.`, { code: 'role_forbidden', params: { role, needs } })
export const notFound = () => new HttpProblem(404, 'Not found.')
/** A visitor read of what only the channel's members may open: nothing of it in the answer. */
export const membersOnly = () => refused('Only members of the channel can open this.', { code: 'members_only', params: {} })
export const tooLarge = (message: string, maxBytes: number) => refused(message, { code: 'file_too_large', params: { maxBytes } })
export const csrfMismatch = () => new HttpProblem(419, 'CSRF token mismatch.')

/** 422 with per-field messages; the summary message is the first one, as Laravel does. */
export function unprocessable(errors: Record<string, string[]>): HttpProblem {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.'
  const more = Object.values(errors).flat().length - 1
  const message = more > 0 ? `${first} (and ${String(more)} more error${more > 1 ? 's' : ''})` : first
  return new HttpProblem(422, message, { errors })
}

/**
 * A business refusal of the contract (src/api/contract/refusals.ts): its status, code and params,
 * and an English message for other clients; `errors` where older clients read a field's message.
 */
export function refused(message: string, refusal: Refusal, errors?: Record<string, string[]>): HttpProblem {
  return new HttpProblem(refusalStatus[refusal.code], message, { ...refusal, ...(errors && { errors }) })
}
