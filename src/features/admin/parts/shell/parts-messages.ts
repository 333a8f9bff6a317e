import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { useErrorText } from '@/i18n/error-messages'
import { lazyCatalogs } from '@/i18n/language-packs'
import { useMessages } from '@/i18n/use-t'
import { languageAtom, type Language } from '@/session/session-atoms'
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

/** The refusal wording module once loaded (re-rendering when it arrives), and the admin's language. */
function useWording(): Language {
  const language = useAtomValue(languageAtom)
  const [, setReady] = useState(loaded !== null)
  useEffect(() => {
    if (!loaded)
      load().then(
        () => setReady(true),
        () => undefined,
      )
  }, [])
  return language
}

/**
 * `const refusalText = useRefusalText(); refusalText(error)`: the admin's wording of a refused call
 * (../refusals/refusal-text.ts: a business refusal by its code, another 4xx by its field message or
 * status), or null when the error is none (or the wording has not loaded yet: then the caller's
 * usual text shows). The wording loads in its own chunk when a screen that may show a refusal
 * mounts, long before a call can come back refused; the forms' screens stay small.
 */
export function useRefusalText(): (error: unknown) => string | null {
  const language = useWording()
  return useCallback((error: unknown) => loaded?.refusalTextOf(error, language) ?? null, [language])
}

/**
 * `const fieldText = useFieldMessageText(); fieldText(message)`: a field's message (the contract's
 * English, from the form's own check or a 422) in the admin's language, by its key
 * (../refusals/field-message-text.ts). Loads with the refusal wording when a field mounts, long
 * before the admin can make a mistake; until then the message shows as it is.
 */
export function useFieldMessageText(): (message: string) => string {
  const language = useWording()
  return useCallback((message: string) => loaded?.fieldMessageText(message, language) ?? message, [language])
}

/**
 * The admin's `useErrorText`: a refused call worded from the admin's catalogs (a business refusal by
 * its code and params, another 4xx by its field message or status: ../refusals/refusal-text.ts),
 * anything else (network, 401/403/404, 5xx) with SPEC 8's text. Never the server's English.
 */
export function useAdminErrorText(): (error: unknown) => string {
  const refusalText = useRefusalText()
  const errorText = useErrorText()
  return useCallback((error: unknown) => refusalText(error) ?? errorText(error), [refusalText, errorText])
}
