import { lazyCatalogs } from '@/i18n/language-packs'
import { useLoadedMessages } from '@/features/admin/parts/shell/loaded-messages'
import { ru } from './categories-messages-ru'

/**
 * Texts of the categories screens (list, form, sections editor): Russian loads with their chunks,
 * English is fetched for English-speaking admins only (out of the category form's first load).
 */
const categoriesCatalogs = lazyCatalogs(ru, { en: () => import('./categories-messages-en').then((module) => module.en) })

/** The categories screens' texts (the list's own: categories-list-messages.ts). */
export const useCategoriesT = () => useLoadedMessages(categoriesCatalogs)
