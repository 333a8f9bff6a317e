import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { useErrorText } from '@/i18n/error-messages'
import { lazyCatalogs } from '@/i18n/language-packs'
import { useMessages } from '@/i18n/use-t'
import { languageAtom } from '@/session/session-atoms'
import type * as RefusalText from '../refusals/refusal-text'
import { ru } from './parts-messages-ru'

export type { PartsMessageKey } from './parts-messages-ru'

/** Russian loads with the admin's chunks, English is fetched for English-speaking admins only (AdminGuard waits for it). */
const partsCatalogs = lazyCatalogs(ru, { en: () => import('./parts-messages-en').then((module) => module.en) })

/** `const t = usePartsT(); t('form.save')`; follows languageAtom like `useT()`. */
export const usePartsT = () => useMessages(partsCatalogs)

// The refusal hooks live here, in the chunk every admin screen loads, rather than in a chunk of
// their own (which cost the heaviest admin screen a few hundred bytes).

type RefusalTextModule = typeof RefusalText

let loaded: RefusalTextModule | null = null
let loading: Promise<RefusalTextModule> | null = null
const load = () =>
  (loading ??= import('../refusals/refusal-text').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // The next refusal tries again.
      loading = null
      throw error
    },
  ))

/** Resolves once the refusal wording is in (or could not load): for a refusal that must be worded now, not in the next render. */
export const refusalWordingReady = (): Promise<void> =>
  load().then(
    () => undefined,
    () => undefined,
  )

/**
 * `const refusalText = useRefusalText(); refusalText(error)`: the admin's wording of a business
 * refusal (../refusals/refusal-text.ts), or null when the error is none (or the wording has not loaded yet:
 * then the caller's usual text shows). The wording loads in its own chunk when a screen that may
 * show a refusal mounts, long before a call can come back refused; the forms' screens stay small.
 */
export function useRefusalText(): (error: unknown) => string | null {
  const language = useAtomValue(languageAtom)
  const [, setReady] = useState(loaded !== null)
  useEffect(() => {
    if (!loaded)
      load().then(
        () => setReady(true),
        () => undefined,
      )
  }, [])
  return useCallback((error: unknown) => loaded?.refusalTextOf(error, language) ?? null, [language])
}

/**
 * The admin's `useErrorText`: a business refusal worded from the admin's catalogs by its code and
 * params (../refusals/refusal-text.ts), anything else as every screen words it (the server's reason, or
 * SPEC 8's text).
 */
export function useAdminErrorText(): (error: unknown) => string {
  const refusalText = useRefusalText()
  const errorText = useErrorText()
  return useCallback((error: unknown) => refusalText(error) ?? errorText(error), [refusalText, errorText])
}
