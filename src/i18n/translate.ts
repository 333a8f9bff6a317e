import type { Language } from '@/session/session-atoms'

export type MessageParams = Record<string, string | number>
export type Translate<K extends string> = (key: K, params?: MessageParams) => string
export type { Catalogs } from './language-packs'

/** SPEC: a Russian-speaking launch user gets Russian; everyone else English; no user means Russian. */
export function languageOf(languageCode: string | null | undefined): Language {
  if (languageCode === undefined || languageCode === null || languageCode === '') return 'ru'
  return languageCode.toLowerCase().startsWith('ru') ? 'ru' : 'en'
}

const PLURAL = /\{(\w+), plural, ((?:[a-z]+ \{[^{}]*\}\s*)+)\}/g
const PLURAL_FORM = /([a-z]+) \{([^{}]*)\}/g
const pluralRules = new Map<Language, Intl.PluralRules>()

/**
 * The form of a counted text that fits the number, by the language's plural rules (English:
 * one/other; Russian: one/few/many). `forms` lacking the category falls back to `other`.
 */
export function pluralForm(language: Language, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>>): string {
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)))
  return forms[rules.select(count)] ?? forms.other ?? ''
}

/**
 * Fills `{name}` placeholders; unknown ones stay as written. Counted texts use ICU's plural
 * subset: `{count, plural, one {# link} other {# links}}`, `#` standing for the number.
 */
export function formatMessage(text: string, params?: MessageParams, language: Language = 'ru'): string {
  if (!params) return text
  const counted = text.replace(PLURAL, (match, name: string, body: string) => {
    const value = params[name]
    if (typeof value !== 'number') return match
    const forms: Record<string, string> = {}
    for (const [, category, form] of body.matchAll(PLURAL_FORM)) if (category !== undefined && form !== undefined) forms[category] = form
    return pluralForm(language, value, forms).replaceAll('#', String(value))
  })
  return counted.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
