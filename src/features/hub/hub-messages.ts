import { lazyCatalogs } from '../../i18n/language-packs'
import { useCatalog } from '../../i18n/use-t'

const ru = {
  privateLinkHint: 'Не открылось? Сверни приложение',
  homeTitle: 'Главная',
  close: 'Закрыть',
  retry: 'Повторить',
  loading: 'Загрузка…',
  errorTitle: 'Не удалось загрузить',
  errorMessage: 'Проверьте соединение и попробуйте ещё раз.',
  notFoundTitle: 'Раздел не найден',
  notFoundMessage: 'Возможно, его убрали или скрыли.',
  homeEmptyTitle: 'Здесь пока пусто',
  homeEmptyMessage: 'Скоро здесь появятся разделы.',
  categoryEmptyTitle: 'Здесь пока пусто',
  categoryEmptyMessage: 'В этом разделе пока нет материалов.',
  sectionEmptyTitle: 'Материалов пока нет',
  sectionEmptyMessage: 'Загляните позже.',
  subcategoryEmpty: 'Пока пусто',
  banners: 'Баннеры',
  banner: (index: number, total: number) => `Баннер ${index} из ${total}`,
  categories: 'Разделы',
  materials: 'Материалы',
  open: 'Открыть',
  playVideo: 'Смотреть видео',
  videoUnsupported: 'Ваш браузер не умеет показывать это видео.',
  opensInNewTab: '(откроется в новой вкладке)',
}

export type HubMessages = typeof ru

/** Russian bundled; English (hub-messages-en.ts) fetched only for English-speaking visitors. */
export const hubMessages = lazyCatalogs(ru, { en: () => import('./hub-messages-en').then((module) => module.en) })

/** The visitor's strings in the session language (kept here, not in the shared i18n files). */
export function useHubMessages(): HubMessages {
  return useCatalog(hubMessages)
}
