import type { Language } from '@/session/session-atoms'
import { lazyCatalogs } from './language-packs'
import { ru, type MessageKey } from './ru'

export type MessageParams = Record<string, string | number>
export type Translate<K extends string = MessageKey> = (key: K, params?: MessageParams) => string
export type { Catalogs } from './language-packs'

/** The global catalog: Russian bundled, English (en.ts) fetched only for English-speaking visitors. */
export const catalogs = lazyCatalogs(ru, { en: () => import('./en').then((module) => module.en) })

/** SPEC: a Russian-speaking launch user gets Russian; everyone else English; no user means Russian. */
export function languageOf(languageCode: string | null | undefined): Language {
  if (languageCode === undefined || languageCode === null || languageCode === '') return 'ru'
  return languageCode.toLowerCase().startsWith('ru') ? 'ru' : 'en'
}

/** Fills `{name}` placeholders; unknown ones stay as written. */
export function formatMessage(text: string, params?: MessageParams): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}

/** Outside React (document title, error texts); components use `useT()`. Russian until a language's catalog is in. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return formatMessage((catalogs[language] ?? catalogs.ru)[key], params)
}
