import { useCatalog } from '@/i18n/use-t'

/**
 * The hub's strings of what comes after Home's first paint (category and section detail, the
 * popup sheet, the video modal, the private-link hint). They load with those chunks, so both
 * languages ship here; Home's strings are in hub-messages.ts.
 */
const ru = {
  privateLinkHint: 'Не открылось? Сверни приложение',
  close: 'Закрыть',
  categoryEmptyTitle: 'Здесь пока пусто',
  categoryEmptyMessage: 'В этом разделе пока нет материалов.',
  sectionEmptyTitle: 'Материалов пока нет',
  sectionEmptyMessage: 'Загляните позже.',
  subcategoryEmpty: 'Пока пусто',
  materials: 'Материалы',
  open: 'Открыть',
  playVideo: 'Смотреть видео',
  videoUnsupported: 'Ваш браузер не умеет показывать это видео.',
  opensInNewTab: '(откроется в новой вкладке)',
  filterLabel: 'Поиск по разделам',
  filterPlaceholder: 'Поиск',
  filterClear: 'Очистить поиск',
  filterEmpty: (query: string) => (query ? `По запросу «${query}» ничего не нашлось` : 'Ничего не нашлось'),
}

export type DetailMessages = typeof ru

const en: DetailMessages = {
  privateLinkHint: "Didn't open? Minimise the app",
  close: 'Close',
  categoryEmptyTitle: 'Nothing here yet',
  categoryEmptyMessage: 'This section has no materials yet.',
  sectionEmptyTitle: 'No materials yet',
  sectionEmptyMessage: 'Check back later.',
  subcategoryEmpty: 'Nothing here yet',
  materials: 'Materials',
  open: 'Open',
  playVideo: 'Watch the video',
  videoUnsupported: 'Your browser cannot play this video.',
  opensInNewTab: '(opens in a new tab)',
  filterLabel: 'Search sections',
  filterPlaceholder: 'Search',
  filterClear: 'Clear search',
  filterEmpty: (query) => (query ? `Nothing found for “${query}”` : 'Nothing found'),
}

const detailMessages = { ru, en }

/** The detail screens' and overlays' strings in the session language. */
export function useDetailMessages(): DetailMessages {
  return useCatalog(detailMessages)
}
