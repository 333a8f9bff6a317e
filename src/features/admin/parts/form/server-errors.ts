import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { apiErrorOf } from '@/api/api-error'

interface ServerErrorResult {
  /** The 422 had field errors and each is now on its field. */
  onFields: boolean
  /** A message for the summary when nothing could be put on a field (or it was not a 422). */
  general: string | null
}

/**
 * Puts a 422's field errors (camelCase dot paths such as `links.0.externalUrl`, as http.ts reads
 * them) onto the form's fields, nested ones included. `known` lets a form rename a server path
 * onto the control that shows it (`file` of an upload -> `imageId`).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  rename: (path: string) => string = (path) => path,
): ServerErrorResult {
  const apiError = apiErrorOf(error)
  const entries = Object.entries(apiError?.status === 422 ? apiError.fieldErrors : {})
  for (const [path, messages] of entries) {
    setError(rename(path) as Path<T>, { type: 'server', message: messages.join(' ') })
  }
  if (entries.length > 0) return { onFields: true, general: null }
  return { onFields: false, general: apiError?.message ?? (error instanceof Error ? error.message : String(error)) }
}
