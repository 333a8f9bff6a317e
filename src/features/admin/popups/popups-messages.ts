import { lazyCatalogs } from '@/i18n/language-packs'
import { useLoadedMessages } from '@/features/admin/parts/shell/loaded-messages'
import { ru } from './popups-messages-ru'

/**
 * Texts of the popup screens and of the button and link-list editors: Russian loads with their chunks,
 * English is fetched for English-speaking admins only (out of the popup form's first load, the admin's
 * heaviest screen).
 */
const popupsCatalogs = lazyCatalogs(ru, { en: () => import('./popups-messages-en').then((module) => module.en) })

/** `const t = usePopupsT(); t('list.title')`; the screen waits (suspends) while its language's catalog arrives. */
export const usePopupsT = () => useLoadedMessages(popupsCatalogs)
