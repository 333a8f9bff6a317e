import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { languageAtom } from '@/session/session-atoms'
import { loadLanguage, packsVersion, subscribeToPacks, type Catalogs } from './language-packs'
import { catalogs, formatMessage, type Translate } from './translate'

/**
 * The catalog of the session language. The app sets a language only once its catalogs are in
 * (setLanguage), so this is a fallback: a catalog still missing is fetched, and Russian shows until it arrives.
 */
export function useCatalog<T>(messages: Catalogs<T>): T {
  const language = useAtomValue(languageAtom)
  useSyncExternalStore(subscribeToPacks, packsVersion, packsVersion)
  const catalog = messages[language]
  useEffect(() => {
    if (!catalog) loadLanguage(language).catch(() => undefined)
  }, [catalog, language])
  return catalog ?? messages.ru
}

/** A `t` over any catalogs (a feature's own, loaded with its chunk); follows languageAtom. */
export function useMessages<K extends string>(messages: Catalogs<Record<K, string>>): Translate<K> {
  const catalog = useCatalog(messages)
  return useCallback<Translate<K>>((key, params) => formatMessage(catalog[key], params), [catalog])
}

/** `const t = useT(); t('common.retry')`: the global catalog (src/i18n/ru.ts, en.ts). */
export function useT(): Translate {
  return useMessages(catalogs)
}
