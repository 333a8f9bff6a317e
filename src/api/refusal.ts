import type { OperationName } from './contract'
import { refusal, type Refusal } from './contract/refusals'
import { apiErrorOf } from './api-error'
import type { OperationOutput } from './http'

/**
 * The business refusal behind a failed call, checked against the contract, to switch on `code`
 * with exhaustive types. Null for any other failure, and for a code or params this client does not
 * know (a newer server): show the server's `message` then. Kept out of http.ts, which the visitor's
 * first screen loads without zod.
 */
export function refusalOf(error: unknown): Refusal | null {
  const apiError = apiErrorOf(error)
  if (!apiError?.code) return null
  const parsed = refusal.safeParse({ code: apiError.code, params: apiError.params ?? {}, current: apiError.current })
  return parsed.success ? parsed.data : null
}

export type EditConflict<K extends OperationName> = Extract<Refusal, { code: 'edit_conflict' }>['params'] & {
  /** The stored record (or order) as `operation` answers it: what the admin's edit would overwrite. */
  current: OperationOutput<K>
}

/**
 * A 409 `edit_conflict` of `operation` (an update or an order call): the stored version, who wrote it
 * last and the stored record in the shape `operation` answers. Null for any other failure.
 */
export function editConflictOf<K extends OperationName>(error: unknown, operation: K): EditConflict<K> | null {
  void operation
  const found = refusalOf(error)
  if (found?.code !== 'edit_conflict') return null
  return { ...found.params, current: found.current as OperationOutput<K> }
}
