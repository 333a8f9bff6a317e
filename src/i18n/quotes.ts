import type { Language } from '@/session/session-atoms'

/** One quotation style per language (docs/glossary.md): «ёлочки» in Russian, “curly quotes” in English. */
const MARKS: Record<Language, readonly [string, string]> = { ru: ['«', '»'], en: ['“', '”'] }

/** A name in the language's quotation marks: «Курсы», “Courses”. */
const quoted = (text: string, language: Language) => `${MARKS[language][0]}${text}${MARKS[language][1]}`

/** Names each in quotation marks, joined with commas: «Курсы», «Новости». */
export const quotedList = (texts: readonly string[], language: Language) => texts.map((text) => quoted(text, language)).join(', ')
