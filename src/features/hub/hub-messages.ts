import { lazyCatalogs } from '@/i18n/language-packs'
import { ru } from './hub-messages-ru'

/**
 * The hub's first-screen catalogs: Russian bundled, English fetched only for English-speaking
 * visitors (start-up loads it before Home renders). `const t = useMessages(hubMessages); t('home.title')`.
 * Strings of what comes after Home's first paint are in detail-messages.ts.
 */
export const hubMessages = lazyCatalogs(ru, { en: () => import('./hub-messages-en').then((module) => module.en) })
