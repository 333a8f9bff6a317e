/**
 * The hub's first-screen strings in Russian, the source of truth for their keys (Home, the banner
 * carousel, a screen's error state). Bundled with the hub; English is hub-messages-en.ts.
 */
export const ru = {
  'home.title': 'Главная',
  'home.admin': 'Администрирование',
  'home.categories': 'Разделы',
  'home.emptyTitle': 'Здесь пока пусто',
  'home.emptyMessage': 'Скоро здесь появятся разделы.',
  'banners.label': 'Баннеры',
  'banners.item': 'Баннер {index} из {total}',
  'screen.errorTitle': 'Не удалось загрузить',
  'screen.notFoundTitle': 'Раздел не найден',
  'screen.notFoundMessage': 'Возможно, его убрали или скрыли.',
  'screen.retry': 'Повторить',
  'nav.back': 'Назад',
  'screen.signInTitle': 'Не удалось войти',
  'screen.signInMessage':
    'Telegram не подтвердил вход, а без него этот раздел не открыть. Закройте приложение и откройте его из Telegram ещё раз.',
  'screen.closeApp': 'Закрыть приложение',
  'screen.toHome': 'На главную',
} satisfies Record<string, string>

export type HubMessageKey = keyof typeof ru
