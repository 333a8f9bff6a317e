import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { languageAtom } from '@/session/session-atoms'
import { ru, type ErrorKey } from './error-messages-ru'
import { lazyCatalogs } from './language-packs'
import { useMessages } from './use-t'

/**
 * SPEC 8's texts for a failed call, shared by every feature that shows one (the hub's screen
 * errors, the status screens, the admin's forms): `t(errorMessageKey(error))` with
 * `const t = useMessages(errorMessages)`. Russian bundled, English (error-messages-en.ts) lazily.
 */
export const errorMessages = lazyCatalogs(ru, { en: () => import('./error-messages-en').then((module) => module.en) })

/** The message key for a failed call: by status where it says who may not, else by what failed. */
export function errorMessageKey(error: unknown): ErrorKey {
  const apiError = apiErrorOf(error)
  if (!apiError) return 'error.generic'
  if (apiError.status === 401) return 'error.unauthorized'
  if (apiError.status === 403) return 'error.forbidden'
  if (apiError.status === 404) return 'error.notFound'
  switch (apiError.kind) {
    case 'network':
      return 'error.network'
    case 'timeout':
      return 'error.timeout'
    case 'canceled':
      return 'error.canceled'
    case 'bad-request':
      return 'error.badRequest'
    case 'bad-response':
      return 'error.badResponse'
  }
}

/** A 404: the record (or route on the server) is not there; edit screens show their not-found state. */
export function isNotFound(error: unknown): boolean {
  return apiErrorOf(error)?.status === 404
}

/**
 * The server's own reason, worth showing as it is: a 4xx other than 401/403/404 (a 422's field
 * errors, a 409 conflict, an upload refused as too large...). Everything else (transport failures,
 * 401/403/404, 5xx) has no reason a person can act on beyond SPEC 8's localized text, and the
 * server's wording there is English plumbing ("Server error.", "This action is unauthorized.").
 */
export function serverReasonOf(error: unknown): string | null {
  const apiError = apiErrorOf(error)
  const status = apiError?.status
  if (!apiError || status === null || status === undefined || status < 400 || status >= 500) return null
  if (status === 401 || status === 403 || status === 404) return null
  return apiError.message || null
}

/**
 * A failure whose message a screen has already worded for people (e.g. "Error at step «button 1»:
 * <SPEC 8 text>. Everything saved was undone"): useErrorText shows it as it is. Keep the call's
 * error as `cause`, so its status still decides how the failure is drawn.
 */
export class WordedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'WordedError'
  }
}

/**
 * `const errorText = useErrorText(); errorText(error)`: the one way every screen words a failed
 * call: the server's business reason when it gave one (serverReasonOf) and it is in the reader's
 * language (the contract's reasons are English), else SPEC 8's text. The admin words refusals in
 * both languages by their code, status and field messages (useAdminErrorText).
 */
export function useErrorText(): (error: unknown) => string {
  const t = useMessages(errorMessages)
  const english = useAtomValue(languageAtom) === 'en'
  return useCallback(
    (error: unknown) =>
      error instanceof WordedError ? error.message : ((english ? serverReasonOf(error) : null) ?? t(errorMessageKey(error))),
    [t, english],
  )
}
