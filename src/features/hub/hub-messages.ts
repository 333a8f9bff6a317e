import { useAtomValue } from 'jotai'
import { languageAtom, type Language } from '../../app/session-atoms'

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

const en: HubMessages = {
  privateLinkHint: "Didn't open? Minimise the app",
  homeTitle: 'Home',
  close: 'Close',
  retry: 'Try again',
  loading: 'Loading…',
  errorTitle: 'Could not load',
  errorMessage: 'Check your connection and try again.',
  notFoundTitle: 'Not found',
  notFoundMessage: 'It may have been removed or hidden.',
  homeEmptyTitle: 'Nothing here yet',
  homeEmptyMessage: 'Sections will appear here soon.',
  categoryEmptyTitle: 'Nothing here yet',
  categoryEmptyMessage: 'This section has no materials yet.',
  sectionEmptyTitle: 'No materials yet',
  sectionEmptyMessage: 'Check back later.',
  subcategoryEmpty: 'Nothing here yet',
  banners: 'Banners',
  banner: (index, total) => `Banner ${index} of ${total}`,
  categories: 'Sections',
  materials: 'Materials',
  open: 'Open',
  playVideo: 'Watch the video',
  videoUnsupported: 'Your browser cannot play this video.',
  opensInNewTab: '(opens in a new tab)',
}

export const hubMessages: Record<Language, HubMessages> = { ru, en }

/** The visitor's strings in the session language (kept here, not in the shared i18n files). */
export function useHubMessages(): HubMessages {
  return hubMessages[useAtomValue(languageAtom)]
}
