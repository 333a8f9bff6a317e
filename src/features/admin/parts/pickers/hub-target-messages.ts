import { lazyCatalogs } from '@/i18n/language-packs'
import { useLoadedMessages } from '@/features/admin/parts/shell/loaded-messages'
import { ru } from './hub-target-messages-ru'

/** The link-target picker's texts: Russian loads with the picker's chunk, English is fetched for English-speaking admins only. */
const hubTargetCatalogs = lazyCatalogs(ru, { en: () => import('./hub-target-messages-en').then((module) => module.en) })

/** `const t = useHubTargetT(); t('home')`; the picker waits (suspends) while its language's catalog arrives. */
export const useHubTargetT = () => useLoadedMessages(hubTargetCatalogs)
