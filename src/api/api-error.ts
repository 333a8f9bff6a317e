/** What can go wrong with a call (SPEC 8): the transport kinds plus the server's own answer. */
export type ApiErrorKind = 'network' | 'timeout' | 'canceled' | 'bad-request' | 'bad-response'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  /** camelCase dot paths (`links.0.externalUrl`) to messages, from a 422. */
  readonly fieldErrors: Record<string, string[]>
  /** A machine-readable reason, e.g. `subscription_required`. */
  readonly code: string | null

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; fieldErrors?: Record<string, string[]>; code?: string | null } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = details.status ?? null
    this.fieldErrors = details.fieldErrors ?? {}
    this.code = details.code ?? null
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Finds the ApiError behind a tRPC client error (the rest link keeps it as `cause`). */
export function apiErrorOf(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error
  if (error instanceof Error && error.cause !== undefined) return apiErrorOf(error.cause)
  return null
}
