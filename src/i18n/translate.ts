import type { Language } from '@/session/session-atoms'

export type MessageParams = Record<string, string | number>
/** A catalog entry: a text with `{name}` placeholders, or a function of the params (counted texts: ./plural.ts). */
export type Message = string | ((params: MessageParams) => string)
export type Translate<K extends string> = (key: K, params?: MessageParams) => string

/** SPEC: a Russian-speaking launch user gets Russian; everyone else English; no user means Russian. */
export function languageOf(languageCode: string | null | undefined): Language {
  if (languageCode === undefined || languageCode === null || languageCode === '') return 'ru'
  return languageCode.toLowerCase().startsWith('ru') ? 'ru' : 'en'
}

/** Fills `{name}` placeholders; unknown ones stay as written. */
export function formatMessage(text: Message, params?: MessageParams): string {
  if (typeof text === 'function') return text(params ?? {})
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
