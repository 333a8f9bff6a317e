import { useAtomValue } from 'jotai'
import { use } from 'react'
import { languageLoader, lazyCatalogs } from '@/i18n/language-packs'
import { useMessages } from '@/i18n/use-t'
import { languageAtom } from '@/session/session-atoms'
import { ru } from './categories-messages-ru'

/**
 * Texts of the categories screens (list, form, sections editor): Russian loads with their chunks,
 * English is fetched for English-speaking admins only (out of the category form's first load).
 */
const categoriesCatalogs = lazyCatalogs(ru, { en: () => import('./categories-messages-en').then((module) => module.en) })

const loadOnce = languageLoader()

/** The screen waits (suspends) while its language's catalog arrives, rather than showing Russian first. */
export function useCategoriesT() {
  const language = useAtomValue(languageAtom)
  if (!categoriesCatalogs[language]) use(loadOnce(language))
  return useMessages(categoriesCatalogs)
}
