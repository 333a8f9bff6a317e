import type { Language } from '../app/session-atoms'
import { en } from './en'
import { ru, type MessageKey, type Messages } from './ru'

export type MessageParams = Record<string, string | number>
export type Translate<K extends string = MessageKey> = (key: K, params?: MessageParams) => string
export type Catalogs<K extends string> = Record<Language, Record<K, string>>

export const catalogs: Catalogs<MessageKey> = { ru, en } satisfies Record<Language, Messages>

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

/** Outside React (document title, error texts); components use `useT()`. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return formatMessage(catalogs[language][key], params)
}
