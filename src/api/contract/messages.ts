import { z } from 'zod'
import { fieldMessage, fieldMessages } from './plain/field-messages'

/**
 * Validation messages as SPEC.md section 5 lists them (zod 3 wording), from the contract's one table
 * of field messages (./plain/field-messages.ts): the admin forms and the API's 422 answers carry
 * the same English text, which the admin words in its language by the message's key. This error
 * map is installed wherever the contract is imported, and words every issue zod can raise, so no
 * message outside the table reaches a field.
 */
export const messages = fieldMessages

function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN'
  return typeof value
}

const bound = (value: number | bigint) => String(value)

z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null) return messages.required
        return fieldMessage('expectedType', { expected: issue.expected, received: typeName(issue.input) })
      case 'too_small':
        if (issue.origin === 'string') {
          return issue.minimum === 1 ? messages.required : fieldMessage('stringTooShort', { minimum: bound(issue.minimum) })
        }
        if (issue.origin === 'array' || issue.origin === 'set') return fieldMessage('arrayTooShort', { minimum: bound(issue.minimum) })
        return fieldMessage(issue.inclusive === false ? 'numberNotAbove' : 'numberTooSmall', { minimum: bound(issue.minimum) })
      case 'too_big':
        if (issue.origin === 'string') return fieldMessage('stringTooLong', { maximum: bound(issue.maximum) })
        if (issue.origin === 'array' || issue.origin === 'set') return fieldMessage('arrayTooLong', { maximum: bound(issue.maximum) })
        return fieldMessage(issue.inclusive === false ? 'numberNotBelow' : 'numberTooBig', { maximum: bound(issue.maximum) })
      case 'invalid_format':
        if (issue.format === 'email') return messages.invalidEmail
        if (issue.format === 'datetime') return messages.invalidDateTime
        if (issue.format === 'date') return messages.invalidDate
        if (issue.format === 'url') return messages.invalidUrl
        return messages.invalid
      case 'invalid_value':
        return fieldMessage('invalidOption', { options: issue.values.map((value) => String(value)).join(', ') })
      case 'unrecognized_keys':
        return fieldMessage('unknownKeys', { keys: issue.keys.join(', ') })
      case 'custom':
        // A refine without a message of its own: every refine of the contract names one from the table.
        return typeof issue.message === 'string' && issue.message ? undefined : messages.invalid
      case 'invalid_union':
      case 'invalid_key':
      case 'invalid_element':
      case 'not_multiple_of':
        return messages.invalid
    }
  },
})
