/** The hub's error screen (screen-error.tsx) in Russian: bundled with that screen's chunk, not the first screen's. */
export const ru = {
  'screen.errorTitle': 'Не удалось загрузить',
  'screen.notFoundTitle': 'Раздел не найден',
  'screen.notFoundMessage': 'Возможно, его убрали или скрыли.',
  'screen.retry': 'Повторить',
  'screen.signInTitle': 'Не удалось войти',
  'screen.signInMessage':
    'Telegram не подтвердил вход, а без него этот раздел не открыть. Закройте приложение и откройте его из Telegram ещё раз.',
  'screen.closeApp': 'Закрыть приложение',
  'screen.toHome': 'На главную',
} satisfies Record<string, string>

export type ScreenMessageKey = keyof typeof ru
