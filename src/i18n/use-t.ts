import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { languageAtom } from '../app/session-atoms'
import { catalogs, formatMessage, type Catalogs, type Translate } from './translate'

/** A `t` over any pair of catalogs (a feature's own, loaded with its chunk); follows languageAtom. */
export function useMessages<K extends string>(messages: Catalogs<K>): Translate<K> {
  const language = useAtomValue(languageAtom)
  return useCallback<Translate<K>>((key, params) => formatMessage(messages[language][key], params), [messages, language])
}

/** `const t = useT(); t('common.retry')`: the global catalog (src/i18n/ru.ts, en.ts). */
export function useT(): Translate {
  return useMessages(catalogs)
}
