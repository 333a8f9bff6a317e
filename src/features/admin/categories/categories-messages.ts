import { useAtomValue } from 'jotai'
import { use } from 'react'
import { lazyCatalogs, loadLanguage } from '@/i18n/language-packs'
import { useMessages } from '@/i18n/use-t'
import { languageAtom, type Language } from '@/session/session-atoms'
import { ru } from './categories-messages-ru'

/**
 * Texts of the categories screens (list, form, sections editor): Russian loads with their chunks,
 * English is fetched for English-speaking admins only (out of the category form's first load).
 */
const categoriesCatalogs = lazyCatalogs(ru, { en: () => import('./categories-messages-en').then((module) => module.en) })

/** One load per language, kept, so `use` sees the same promise on every render. A failed load shows Russian. */
const loads = new Map<Language, Promise<void>>()
const loadOnce = (language: Language) => {
  let load = loads.get(language)
  if (!load) {
    load = loadLanguage(language).catch(() => undefined)
    loads.set(language, load)
  }
  return load
}

/** The screen waits (suspends) while its language's catalog arrives, rather than showing Russian first. */
export function useCategoriesT() {
  const language = useAtomValue(languageAtom)
  if (!categoriesCatalogs[language]) use(loadOnce(language))
  return useMessages(categoriesCatalogs)
}
