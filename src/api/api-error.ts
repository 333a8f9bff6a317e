import type { RefusalCode } from './contract/refusals'

/** What can go wrong with a call (SPEC 8): the transport kinds plus the server's own answer. */
export type ApiErrorKind = 'network' | 'timeout' | 'canceled' | 'bad-request' | 'bad-response'

export interface ApiErrorDetails {
  status?: number
  fieldErrors?: Record<string, string[]>
  code?: string | null
  params?: Readonly<Record<string, unknown>> | null
  current?: unknown
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  /** camelCase dot paths (`links.0.externalUrl`) to messages, from a 422. */
  readonly fieldErrors: Record<string, string[]>
  /**
   * A machine-readable reason: a business refusal of the contract (`edit_conflict`, `popup_in_use`,
   * `subscription_required`..., see src/api/contract/refusals.ts; read it typed with `refusalOf`),
   * or a code this client does not know yet.
   */
  readonly code: RefusalCode | (string & {}) | null
  /** What a refusal names (camelCase keys), unchecked; `refusalOf` checks it against the contract. */
  readonly params: Readonly<Record<string, unknown>> | null
  /** With `edit_conflict`: the stored record as the call would have answered it (camelCase keys). */
  readonly current: unknown

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = details.status ?? null
    this.fieldErrors = details.fieldErrors ?? {}
    this.code = details.code ?? null
    this.params = details.params ?? null
    this.current = details.current
  }
}

/** Finds the ApiError behind a tRPC client error (the rest link keeps it as `cause`). */
export function apiErrorOf(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error
  if (error instanceof Error && error.cause !== undefined) return apiErrorOf(error.cause)
  return null
}
