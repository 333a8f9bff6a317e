/**
 * The hub's strings of what comes after Home's first paint (category and section detail, the
 * popup sheet, the video modal, the private-link hint). They load with those chunks, so both
 * languages ship here. `const t = useMessages(detailMessages); t('video.play')`.
 */
const ru = {
  'common.close': 'Закрыть',
  'common.open': 'Открыть',
  'link.privateHint': 'Не открылось? Сверни приложение',
  'link.opensInNewTab': '(откроется в новой вкладке)',
  'category.emptyTitle': 'Здесь пока пусто',
  'category.emptyMessage': 'В этом разделе пока нет материалов.',
  'section.emptyTitle': 'Материалов пока нет',
  'section.emptyMessage': 'Загляните позже.',
  'subcategory.empty': 'Пока пусто',
  'materials.label': 'Материалы',
  'video.play': 'Смотреть видео',
  'video.unsupported': 'Ваш браузер не умеет показывать это видео.',
  'video.failed': 'Видео не загрузилось',
  'video.failedHint': 'Проверьте интернет или попробуйте позже.',
  'video.retry': 'Попробовать ещё раз',
  'filter.label': 'Поиск по разделам',
  'filter.placeholder': 'Поиск',
  'filter.clear': 'Очистить поиск',
  'filter.empty': 'Ничего не нашлось',
  'filter.emptyFor': 'По запросу «{query}» ничего не нашлось',
} satisfies Record<string, string>

type DetailMessageKey = keyof typeof ru

const en: Record<DetailMessageKey, string> = {
  'common.close': 'Close',
  'common.open': 'Open',
  'link.privateHint': 'Didn’t open? Minimise the app',
  'link.opensInNewTab': '(opens in a new tab)',
  'category.emptyTitle': 'Nothing here yet',
  'category.emptyMessage': 'This section has no materials yet.',
  'section.emptyTitle': 'No materials yet',
  'section.emptyMessage': 'Check back later.',
  'subcategory.empty': 'Nothing here yet',
  'materials.label': 'Materials',
  'video.play': 'Watch the video',
  'video.unsupported': 'Your browser cannot play this video.',
  'video.failed': 'The video did not load',
  'video.failedHint': 'Check your connection or try again later.',
  'video.retry': 'Try again',
  'filter.label': 'Search sections',
  'filter.placeholder': 'Search',
  'filter.clear': 'Clear search',
  'filter.empty': 'Nothing found',
  'filter.emptyFor': 'Nothing found for “{query}”',
}

export const detailMessages = { ru, en }
