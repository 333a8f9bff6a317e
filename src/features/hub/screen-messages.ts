import { lazyCatalogs } from '@/i18n/language-packs'
import { ru } from './screen-messages-ru'

/**
 * The error screen's catalogs (screen-error.tsx): out of the first screen's hub-messages, they register
 * with the error screen's chunk, whose English loads at once for an English-speaking visitor (Home's
 * states wait for it: home-states-lazy.tsx).
 */
export const screenMessages = lazyCatalogs(ru, { en: () => import('./screen-messages-en').then((module) => module.en) })
