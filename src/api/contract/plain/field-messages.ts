/**
 * Every message a field can carry: the contract's validation (its zod schemas and their error map,
 * src/api/contract/messages.ts) and the server's own checks (references, order calls, rules of a
 * record). A 422 names them in English (CONTRACT.md: `errors: { field: [message] }`), `{name}`
 * standing for a value; the key is what a client words them by (readFieldMessage), so an admin
 * reads them in its own language. A new message goes here, never as a literal in a schema or a
 * service, and gets its Russian and English wording in the admin's catalog
 * (src/features/admin/parts/refusals/field-message-text.ts); tests/unit/contract/field-wording.test.ts fails until it does.
 */
export const fieldMessages = {
  required: 'Required',
  invalid: 'Invalid input',
  expectedType: 'Expected {expected}, received {received}',
  stringTooShort: 'String must contain at least {minimum} character(s)',
  stringTooLong: 'String must contain at most {maximum} character(s)',
  numberTooSmall: 'Number must be greater than or equal to {minimum}',
  numberTooBig: 'Number must be less than or equal to {maximum}',
  numberNotAbove: 'Number must be greater than {minimum}',
  numberNotBelow: 'Number must be less than {maximum}',
  arrayTooShort: 'Array must contain at least {minimum} element(s)',
  arrayTooLong: 'Array must contain at most {maximum} element(s)',
  invalidOption: 'Invalid option: expected one of {options}',
  unknownKeys: 'Unrecognized key(s) in object: {keys}',
  invalidUrl: 'Invalid url',
  unsafeScheme: 'Only http, https and tg links are allowed',
  webOrSitePath: 'Only http and https links or paths on this site (/...) are allowed',
  telegramUsername: 'Username must be 5-32 characters: latin letters, digits and _',
  telegramId: 'Telegram id must be a positive whole number',
  invalidColor: 'Colour must be 7 characters: # and 6 hex digits',
  materialsRequired: 'Materials list is required',
  localLinksRequired: 'Local links list is required',
  sectionsRequired: 'Sections list is required',
  invalidEmail: 'Invalid email',
  invalidDateTime: 'Expected a date and time with an offset, e.g. 2026-05-01T09:00:00+03:00',
  visibleUntilAfterFrom: 'Must be after the start of the window',
  invalidDate: 'Expected a date as YYYY-MM-DD',
  statsRangeOrder: 'The start date must not be after the end date',
  statsRangeTooLong: 'The range may span at most 366 days',
  eventsRequired: 'At least one event is required',
  eventsTooMany: 'At most 50 events a request',
  botUsername: 'Bot username must be 5-32 characters: latin letters, digits and _, ending in "bot"',
  appShortName: 'Short name must be 3-30 characters: latin letters, digits and _',
  logTooLong: 'Log must be at most 8 KB',
  appKey: 'Invalid app key',
  jsonObject: 'Expected a JSON object',
  unknownId: 'Unknown id {id}',
  fileNotOfType: 'File {id} is not an {type}',
  alreadyAdmin: 'Already an admin',
  ownTelegramId: 'You cannot change your own messenger id: you would lose access.',
  ownAncestor: 'A category cannot be its own ancestor.',
  parentNotSubcategories: 'The parent «{title}» must have road type subcategories.',
  keepsSubcategories: 'Road type stays subcategories while it has subcategories: {titles}.',
  orderNotBanners: 'The ids must be exactly the banners, each once.',
  orderNotRootCategories: 'The ids must be exactly the root categories, each once.',
  orderNotCategoryItems: "The ids must be exactly the category's {list}, each once.",
} as const

export type FieldMessageKey = keyof typeof fieldMessages

/** A message of the table with its `{name}` values filled in: what the contract sends. */
export function fieldMessage(key: FieldMessageKey, params: Record<string, string | number> = {}): string {
  return fieldMessages[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}

/** A message read back: its key and the values its placeholders stood for. */
export interface ReadFieldMessage {
  key: FieldMessageKey
  params: Record<string, string>
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

let patterns: [FieldMessageKey, RegExp][] | null = null

/** One pattern per message, placeholders as named groups; the messages without any first, so a fixed text wins. */
function patternsOf(): [FieldMessageKey, RegExp][] {
  patterns ??= (Object.entries(fieldMessages) as [FieldMessageKey, string][])
    .map(([key, text]): [FieldMessageKey, RegExp] => {
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escape(part)))
        .join('')
      return [key, new RegExp(`^${source}$`, 's')]
    })
    .sort(([, a], [, b]) => Number(a.source.includes('(?<')) - Number(b.source.includes('(?<')))
  return patterns
}

/** The key (and values) of a message the contract sends, or null for a text this table does not hold (another server's). */
export function readFieldMessage(text: string): ReadFieldMessage | null {
  for (const [key, pattern] of patternsOf()) {
    const match = pattern.exec(text.trim())
    if (match) return { key, params: { ...match.groups } }
  }
  return null
}
