import { lazyCatalogs } from '@/i18n/language-packs'
import { en } from './loader-messages-en'
import { ru } from './loader-messages-ru'

/**
 * The loader screen's catalogs, both bundled: the loader is on every first load, and its two English
 * strings cost the entry fewer bytes than a chunk of their own that an English visitor waits for.
 */
export const loaderMessages = lazyCatalogs(ru, { en: () => Promise.resolve(en) })
