import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { languageAtom } from '@/session/session-atoms'
import type * as RefusalText from './refusal-text'

type RefusalTextModule = typeof RefusalText

let loaded: RefusalTextModule | null = null
let loading: Promise<RefusalTextModule> | null = null
const load = () => (loading ??= import('./refusal-text').then((module) => (loaded = module)))

/**
 * `const refusalText = useRefusalText(); refusalText(error)`: the admin's wording of a business
 * refusal (./refusal-text.ts), or null when the error is none (or the wording has not loaded yet:
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
