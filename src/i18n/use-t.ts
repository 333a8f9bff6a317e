import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { languageAtom } from '@/session/session-atoms'
import { loadLanguage, packsVersion, subscribeToPacks, type Catalogs } from './language-packs'
import { formatMessage, type Message, type Translate } from './translate'

/**
 * The one way to translate: `const t = useMessages(hubMessages); t('home.title')`, over a
 * feature's own catalogs (Russian the source of the keys, so `t` accepts only keys that exist).
 * Follows languageAtom. The app sets a language only once its catalogs are in (setLanguage), so
 * a catalog still missing here is a fallback: it is fetched, and Russian shows until it arrives.
 */
export function useMessages<K extends string>(messages: Catalogs<Record<K, Message>>): Translate<K> {
  const language = useAtomValue(languageAtom)
  useSyncExternalStore(subscribeToPacks, packsVersion, packsVersion)
  const loaded = messages[language]
  useEffect(() => {
    if (!loaded) loadLanguage(language).catch(() => undefined)
  }, [loaded, language])
  const catalog = loaded ?? messages.ru
  return useCallback<Translate<K>>((key, params) => formatMessage(catalog[key], params), [catalog])
}
