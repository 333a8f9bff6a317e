import type { Language } from '../app/session-atoms'
import { en } from './en'
import { ru, type MessageKey, type Messages } from './ru'

export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

const catalogs: Record<Language, Messages> = { ru, en }

/** SPEC: a Russian-speaking launch user gets Russian; everyone else English; no user means Russian. */
export function languageOf(languageCode: string | null | undefined): Language {
  if (languageCode === undefined || languageCode === null || languageCode === '') return 'ru'
  return languageCode.toLowerCase().startsWith('ru') ? 'ru' : 'en'
}

/** Outside React (document title, error texts); components use `useT()`. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const text = catalogs[language][key]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
