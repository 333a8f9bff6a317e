/**
 * The hub's first-screen strings in Russian, the source of truth for their keys (Home, the banner
 * carousel, the back control). Bundled with the hub; English is hub-messages-en.ts; the error
 * screen's are screen-messages*.ts.
 */
export const ru = {
  'home.title': 'Главная',
  'home.admin': 'Администрирование',
  'home.categories': 'Разделы',
  'home.emptyTitle': 'Здесь пока пусто',
  'home.emptyMessage': 'Скоро здесь появятся разделы.',
  'banners.label': 'Баннеры',
  'banners.item': 'Баннер {index} из {total}',
  'banners.dot': 'Показать баннер {index} из {total}',
  'nav.back': 'Назад',
  'audience.locked': 'Только для участников канала',
} satisfies Record<string, string>

export type HubMessageKey = keyof typeof ru
