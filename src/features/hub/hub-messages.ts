import { lazyCatalogs } from '@/i18n/language-packs'
import { useCatalog } from '@/i18n/use-t'

const ru = {
  homeTitle: 'Главная',
  retry: 'Повторить',
  loading: 'Загрузка…',
  errorTitle: 'Не удалось загрузить',
  errorMessage: 'Проверьте соединение и попробуйте ещё раз.',
  notFoundTitle: 'Раздел не найден',
  notFoundMessage: 'Возможно, его убрали или скрыли.',
  homeEmptyTitle: 'Здесь пока пусто',
  homeEmptyMessage: 'Скоро здесь появятся разделы.',
  banners: 'Баннеры',
  banner: (index: number, total: number) => `Баннер ${index} из ${total}`,
  categories: 'Разделы',
}

export type HubMessages = typeof ru

/** Russian bundled; English (hub-messages-en.ts) fetched only for English-speaking visitors. */
export const hubMessages = lazyCatalogs(ru, { en: () => import('./hub-messages-en').then((module) => module.en) })

/** The visitor's strings in the session language (kept here, not in the shared i18n files). */
export function useHubMessages(): HubMessages {
  return useCatalog(hubMessages)
}
