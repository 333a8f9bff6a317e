import { useAtomValue } from 'jotai'
import { use } from 'react'
import { languageLoader, lazyCatalogs, type Catalogs } from '@/i18n/language-packs'
import type { Message } from '@/i18n/translate'
import { useMessages } from '@/i18n/use-t'
import { languageAtom, type Language } from '@/session/session-atoms'
import { ru } from './categories-messages-ru'

/**
 * Texts of the categories screens (list, form, sections editor): Russian loads with their chunks,
 * English is fetched for English-speaking admins only (out of the category form's first load).
 */
const categoriesCatalogs = lazyCatalogs(ru, { en: () => import('./categories-messages-en').then((module) => module.en) })

/** One kept load per catalog and language (languageLoader), so `use` sees the same promise on every render. */
const loaders = new WeakMap<object, ReturnType<typeof languageLoader>>()
const loadOnce = (catalogs: object, language: Language) => {
  let load = loaders.get(catalogs)
  if (!load) loaders.set(catalogs, (load = languageLoader()))
  return load(language)
}

/** `useMessages(catalogs)`, but the screen waits (suspends) while its language's catalog arrives, rather than showing Russian first. */
export function useLoadedMessages<K extends string>(catalogs: Catalogs<Record<K, Message>>) {
  const language = useAtomValue(languageAtom)
  if (!catalogs[language]) use(loadOnce(catalogs, language))
  return useMessages(catalogs)
}

/** The categories screens' texts (the list's own: categories-list-messages.ts). */
export const useCategoriesT = () => useLoadedMessages(categoriesCatalogs)
