import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { languageAtom } from '../app/session-atoms'
import { translate, type Translate } from './translate'

/** `const t = useT(); t('common.retry')`; follows languageAtom. */
export function useT(): Translate {
  const language = useAtomValue(languageAtom)
  return useCallback<Translate>((key, params) => translate(language, key, params), [language])
}
