import { useAtomValue } from 'jotai'
import { use } from 'react'
import { languageLoader, type Catalogs } from '@/i18n/language-packs'
import type { Message } from '@/i18n/translate'
import { useMessages } from '@/i18n/use-t'
import { languageAtom, type Language } from '@/session/session-atoms'

/** One kept load per catalog and language (languageLoader), so `use` sees the same promise on every render. */
const loaders = new WeakMap<object, ReturnType<typeof languageLoader>>()
const loadOnce = (catalogs: object, language: Language) => {
  let load = loaders.get(catalogs)
  if (!load) loaders.set(catalogs, (load = languageLoader()))
  return load(language)
}

/**
 * `useMessages(catalogs)` for a screen's catalogs whose English is fetched lazily (lazyCatalogs, out of the
 * screen's first load): the screen waits (suspends) while its language's catalog arrives, rather than
 * showing Russian first.
 */
export function useLoadedMessages<K extends string>(catalogs: Catalogs<Record<K, Message>>) {
  const language = useAtomValue(languageAtom)
  if (!catalogs[language]) use(loadOnce(catalogs, language))
  return useMessages(catalogs)
}
