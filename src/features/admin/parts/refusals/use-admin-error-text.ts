import { useCallback } from 'react'
import { useErrorText } from '@/i18n/error-messages'
import { useRefusalText } from './use-refusal-text'

/**
 * The admin's `useErrorText`: a business refusal worded from the admin's catalogs by its code and
 * params (./refusal-text.ts), anything else as every screen words it (the server's reason, or
 * SPEC 8's text).
 */
export function useAdminErrorText(): (error: unknown) => string {
  const refusalText = useRefusalText()
  const errorText = useErrorText()
  return useCallback((error: unknown) => refusalText(error) ?? errorText(error), [refusalText, errorText])
}
