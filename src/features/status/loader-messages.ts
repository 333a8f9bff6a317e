import { lazyCatalogs } from '@/i18n/language-packs'
import { ru } from './loader-messages-ru'

/** The loader screen's catalogs: Russian bundled (it is on the first load), English lazily. */
export const loaderMessages = lazyCatalogs(ru, { en: () => import('./loader-messages-en').then((module) => module.en) })
