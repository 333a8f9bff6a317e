import { z } from 'zod'

/**
 * Validation messages as SPEC.md section 5 lists them (zod 3 wording): the admin forms and
 * the API's 422 answers show the same text, so this error map is installed wherever the
 * contract is imported.
 */
export const messages = {
  required: 'Required',
  invalidUrl: 'Invalid url',
  unsafeScheme: 'Only http, https and tg links are allowed',
  webOrSitePath: 'Only http and https links or paths on this site (/...) are allowed',
  telegramUsername: 'Username must be 5-32 characters: latin letters, digits and _',
  telegramId: 'Telegram id must be a positive whole number',
  telegramIdOrUsername: 'Enter a numeric Telegram id or a @username.',
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
} as const

function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN'
  return typeof value
}

z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined || issue.input === null) return messages.required
      return `Expected ${issue.expected}, received ${typeName(issue.input)}`
    }
    if (issue.code === 'too_small' && issue.origin === 'string') {
      if (issue.minimum === 1) return messages.required
      return `String must contain at least ${String(issue.minimum)} character(s)`
    }
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return `String must contain at most ${String(issue.maximum)} character(s)`
    }
    if (issue.code === 'invalid_format' && issue.format === 'email') return messages.invalidEmail
    if (issue.code === 'invalid_format' && issue.format === 'datetime') return messages.invalidDateTime
    if (issue.code === 'invalid_format' && issue.format === 'date') return messages.invalidDate
    return undefined
  },
})
