import type { Language } from '@/session/session-atoms'
import { formatMessage, type MessageParams } from './translate'

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const rules = new Map<Language, Intl.PluralRules>()

/**
 * A counted text for a catalog: the form the number `params[name]` needs by the language's plural
 * rules (English: one/other; Russian: one/few/many), `#` standing for the number, other `{x}` as
 * usual. `'links': plural('ru', 'count', { one: '# ссылка', few: '# ссылки', many: '# ссылок', other: '# ссылки' })`.
 * A module of its own, so only the catalogs that count load it (not the hub's first screen).
 */
export function plural(language: Language, name: string, forms: PluralForms) {
  return (params: MessageParams): string => {
    const count = params[name]
    if (typeof count !== 'number') return forms.other
    let select = rules.get(language)
    if (!select) rules.set(language, (select = new Intl.PluralRules(language)))
    const form = forms[select.select(count)] ?? forms.other
    return formatMessage(form.replaceAll('#', String(count)), params)
  }
}
