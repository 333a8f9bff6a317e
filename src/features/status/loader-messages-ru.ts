/** The loader's strings in Russian: the only status screen on the first load, so they are bundled with it. */
export const ru = {
  'loader.label': 'Загружаем приложение',
  'loader.loading': 'Загрузка…',
} satisfies Record<string, string>

export type LoaderMessageKey = keyof typeof ru
