import type { LoaderMessageKey } from './loader-messages-ru'

/** The loader's strings in English, loaded only for English-speaking visitors. */
export const en: Record<LoaderMessageKey, string> = {
  'loader.label': 'Loading the app',
  'loader.loading': 'Loading…',
}
