import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { operations } from '@/api/contract'
import { fieldMessage, fieldMessages, readFieldMessage, type FieldMessageKey } from '@/api/contract/plain/field-messages'
import { refusal, type Refusal, type RefusalCode } from '@/api/contract/refusals'
import { ApiError } from '@/api/api-error'
import { accessUserForm } from '@/features/admin/access-users/access-user-form'
import { categoryFormSchema } from '@/features/admin/categories/category-form-schema'
import { materialForm } from '@/features/admin/materials/material-form-values'
import { buttonFormSchema } from '@/features/admin/parts/button/button-form-values'
import { fieldMessageCatalogs, fieldMessageText } from '@/features/admin/parts/refusals/field-message-text'
import { refusalCatalogs, type RefusalMessageKey } from '@/features/admin/parts/refusals/refusal-messages'
import { refusalTextOf, wordRefusal } from '@/features/admin/parts/refusals/refusal-text'
import { popupFormSchema } from '@/features/admin/popups/popup-form-values'
import { formatMessage } from '@/i18n/translate'

/**
 * Every message a Russian or English admin can meet on a field or in a refusal has its wording in
 * both languages: the contract's field messages (its zod schemas, their error map, the server's own
 * checks) and every refusal code. A message or code added without its wording fails here.
 */

const languages = ['ru', 'en'] as const
/** The samples' names, which stay as they are in either language. */
const NAMES = /\b(Anna|Gid|Kursy|Sobytiya|Privet|Start|IT)\b/g
const CYRILLIC = /[а-яё]/i
/** Latin words a Russian text may hold: names of formats, schemes and products, and example values. */
const LATIN_IN_RUSSIAN = new Set([
  'http',
  'https',
  'tg',
  'bot',
  'Telegram',
  'ID',
  'SVG',
  'PNG',
  'JPEG',
  'WebP',
  'GIF',
  'on',
  'javascript',
  'foreignObject',
  'entity',
  'import',
  'cc',
])

/** A Russian text with nothing English in it beyond the allowed names; an English one without Cyrillic. */
function expectInLanguage(text: string, language: 'ru' | 'en', what: string) {
  expect(text, what).not.toMatch(/\{\w+\}/)
  if (language === 'en') {
    expect(text, what).not.toMatch(CYRILLIC)
    return
  }
  expect(text, what).toMatch(CYRILLIC)
  const latin = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_IN_RUSSIAN.has(word))
  expect(latin, `${what}: ${text}`).toEqual([])
}

/** A value for each placeholder of a message: numbers where the message counts, names elsewhere. */
const sampleParams: Record<string, string | number> = {
  expected: 'number',
  received: 'string',
  minimum: 3,
  maximum: 200,
  options: 'left, center',
  keys: 'colour',
  id: 42,
  type: 'icon',
  title: 'Kursy',
  titles: '«Kursy», «Sobytiya»',
  list: 'materials',
}

describe('field messages', () => {
  const keys = Object.keys(fieldMessages) as FieldMessageKey[]

  it.each(keys)('%s: read back by its key from the English the contract sends', (key) => {
    const text = fieldMessage(key, sampleParams)
    expect(readFieldMessage(text)?.key).toBe(key)
  })

  it.each(keys.flatMap((key) => languages.map((language) => [key, language] as const)))('%s has %s wording', (key, language) => {
    expect(fieldMessageCatalogs[language][key], key).toBeDefined()
    const text = fieldMessageText(fieldMessage(key, sampleParams), language)
    expectInLanguage(text.replace(NAMES, ''), language, key)
    if (language === 'ru') expect(text).not.toBe(fieldMessage(key, sampleParams))
  })

  it('words values the English names, and quotes names in each language’s style', () => {
    expect(fieldMessageText('Expected string, received number', 'ru')).toBe('Нужно текст, а не число')
    expect(fieldMessageText(fieldMessage('fileNotOfType', { id: 3, type: 'icon' }), 'en')).toBe('Wrong kind of file: it must be an icon')
    expect(fieldMessageText(fieldMessage('parentNotSubcategories', { title: 'Курсы' }), 'ru')).toBe(
      'Вложить сюда нельзя: «Курсы» открывает не подкатегории',
    )
    expect(fieldMessageText(fieldMessage('parentNotSubcategories', { title: 'Courses' }), 'en')).toBe(
      'It cannot go here: “Courses” does not open subcategories',
    )
    expect(fieldMessageText(fieldMessage('stringTooLong', { maximum: 21 }), 'ru')).toBe('Не длиннее 21 символа')
    expect(fieldMessageText(fieldMessage('stringTooLong', { maximum: 200 }), 'ru')).toBe('Не длиннее 200 символов')
  })

  it('shows another server’s own message only in the admin’s script', () => {
    expect(fieldMessageText('Title is taken', 'ru')).toBe('Значение не подходит')
    expect(fieldMessageText('Title is taken', 'en')).toBe('Title is taken')
    expect(fieldMessageText('Название занято', 'ru')).toBe('Название занято')
    expect(fieldMessageText('Название занято', 'en')).toBe('This value will not do')
  })
})

/** The schema inside optional, nullable, default and pipe wrappers (a pipe's input side, or its output after a transform). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema
  for (let depth = 0; depth < 20; depth += 1) {
    const def = current._zod.def as unknown as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType }
    if (def.innerType) current = def.innerType
    else if (def.type === 'pipe' && def.in && def.out) current = def.in._zod.def.type === 'transform' ? def.out : def.in
    else return current
  }
  return current
}

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x'.repeat(5000),
  -1,
  0,
  1.5,
  2 ** 60,
  'not a url',
  'javascript:alert(1)',
  '#12',
  'zz',
  true,
  [],
  [1, 2],
  {},
  '2026-13-45',
]

/** Inputs that break a schema in as many ways as it can break: each field of an object given every bad value, nested ones too. */
function badInputs(schema: z.ZodType, depth = 0): unknown[] {
  const inner = unwrap(schema)
  const def = inner._zod.def as unknown as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; options?: z.ZodType[] }
  if (depth > 3) return BAD_VALUES
  if (def.type === 'object' && def.shape) {
    const shape = def.shape
    return [
      {},
      { unexpected: 1 },
      ...Object.entries(shape).flatMap(([key, field]) => badInputs(field, depth + 1).map((value) => ({ [key]: value }))),
    ]
  }
  if (def.type === 'array' && def.element) return [[], ...badInputs(def.element, depth + 1).map((value) => [value])]
  if (def.type === 'union' && def.options) return def.options.flatMap((option) => badInputs(option, depth + 1))
  return BAD_VALUES
}

describe('every message the contract’s schemas and the admin’s forms can raise', () => {
  const schemas: [string, z.ZodType][] = [
    ...Object.entries(operations).map(([name, operation]): [string, z.ZodType] => [name, operation.input]),
    ['material form', materialForm],
    ['category form', categoryFormSchema],
    ['popup form', popupFormSchema],
    ['button form', buttonFormSchema],
    ['access user form', accessUserForm],
  ]

  let issues = 0
  it.each(schemas)('%s: each issue’s message is one of the table', (_name, schema) => {
    const unknown = new Set<string>()
    for (const input of badInputs(schema)) {
      const result = schema.safeParse(input)
      for (const issue of result.error?.issues ?? []) {
        issues += 1
        if (!readFieldMessage(issue.message)) unknown.add(issue.message)
      }
    }
    expect([...unknown]).toEqual([])
  })

  it('the walk breaks what it walks (thousands of issues, of every kind zod has)', () => {
    expect(issues).toBeGreaterThan(5000)
  })

  it('no schema or service writes a message of its own: they all come from the table', () => {
    const files = [
      ...sourceFiles('src/api/contract'),
      ...sourceFiles('mock-api/services'),
      'mock-api/rest.ts',
      ...sourceFiles('src/features/admin').filter((file) => /form/.test(file)),
    ]
    const literal =
      /check\.add\([^,]+,\s*['"`]|(?<!json\(\d+, \{ )message:\s*['"`][^'"`]|\.(refine|regex|min|max|length|int|positive|nonempty|email|url)\([^)]*,\s*['"`]|unprocessable\(\{[^}]*\[\s*['"`]|mismatch:\s*['"`]|\berror:\s*['"`]/
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          literal.test(line) && !/json\(\d{3}, \{ message/.test(line) ? [`${file}:${String(index + 1)}: ${line.trim()}`] : [],
        ),
    )
    expect(found).toEqual([])
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** One refusal of each code the contract knows, with the params it names: typed, so a new code needs its sample. */
const refusalSamples: Record<RefusalCode, Refusal> = {
  edit_conflict: {
    code: 'edit_conflict',
    params: { version: 3, changedBy: { userId: 1, userName: 'Anna', at: '2026-11-25T10:00:00.000Z' } },
    current: {},
  },
  restore_record_exists: { code: 'restore_record_exists', params: { record: { resource: 'banners', id: 1, position: 1 } } },
  restore_record_gone: { code: 'restore_record_gone', params: { record: { resource: 'materials', id: 1, title: 'Gid', position: null } } },
  restore_changed_since: {
    code: 'restore_changed_since',
    params: { record: { resource: 'materials', id: 1, title: 'Gid' }, fields: ['title'], changedBy: null },
  },
  restore_reference_missing: {
    code: 'restore_reference_missing',
    params: {
      record: { resource: 'categories', id: 1, title: 'Kursy', position: null },
      missing: [{ resource: 'files', id: 2, title: null, position: null }],
    },
  },
  restore_rule_broken: {
    code: 'restore_rule_broken',
    params: {
      record: { resource: 'admins', id: 1, title: 'Anna', position: null },
      errors: { telegramId: [fieldMessages.alreadyAdmin], parentId: [fieldMessage('unknownId', { id: 7 })] },
    },
  },
  restore_order_changed: { code: 'restore_order_changed', params: { list: 'banners', added: [1, 2], removed: [3] } },
  restore_nothing_to_do: { code: 'restore_nothing_to_do', params: {} },
  restore_not_supported: { code: 'restore_not_supported', params: { resource: 'files' } },
  popup_in_use: {
    code: 'popup_in_use',
    params: { popup: { resource: 'popups', id: 1, title: 'Privet' }, usedBy: [{ resource: 'banners', id: 4, position: 2 }] },
  },
  material_would_leave_empty: {
    code: 'material_would_leave_empty',
    params: { material: { resource: 'materials', id: 1, title: 'Gid' }, emptied: [{ resource: 'sections', id: 2, title: 'Start' }] },
  },
  category_has_subcategories: {
    code: 'category_has_subcategories',
    params: {
      category: { resource: 'categories', id: 1, title: 'Kursy' },
      subcategories: [{ resource: 'categories', id: 2, title: 'IT' }],
    },
  },
  last_admin: { code: 'last_admin', params: { admin: { resource: 'admins', id: 1, title: 'Anna' } } },
  own_access: { code: 'own_access', params: { admin: { resource: 'admins', id: 1, title: 'Anna' } } },
  file_too_large: { code: 'file_too_large', params: { maxBytes: 5 * 1024 * 1024 } },
  file_type_unsupported: { code: 'file_type_unsupported', params: { type: 'icon', accepted: ['png', 'jpeg', 'webp', 'gif', 'svg'] } },
  svg_unsafe: { code: 'svg_unsafe', params: { reason: 'script' } },
  subscription_required: { code: 'subscription_required', params: {} },
}

describe('every refusal code', () => {
  const codes = refusal.options.map((option) => option.shape.code.value)

  it('has a sample for each code of the contract', () => {
    expect(Object.keys(refusalSamples).sort()).toEqual([...codes].sort())
  })

  it.each(codes.flatMap((code) => languages.map((language) => [code, language] as const)))('%s is worded in %s', (code, language) => {
    const sample = refusalSamples[code]
    expect(refusal.safeParse(sample).success, code).toBe(true)
    const t = (key: RefusalMessageKey, params?: Record<string, string | number>) => formatMessage(refusalCatalogs[language][key], params)
    const text = wordRefusal(sample, t, language)
    expectInLanguage(text.replace(NAMES, ''), language, code)
    // The way a screen gets it: from the failed call, as http.ts reads the answer.
    const error = new ApiError('bad-request', 'English message for other clients.', {
      status: 409,
      code: sample.code,
      params: sample.params,
      current: 'current' in sample ? sample.current : undefined,
    })
    expect(refusalTextOf(error, language)).toBe(text)
  })

  it.each(languages)(
    'a refused call without a known code is worded by its status or field message in %s, never in the server’s English',
    (language) => {
      const cases: [number, Record<string, string[]>][] = [
        [409, {}],
        [413, {}],
        [415, {}],
        [419, {}],
        [429, {}],
        [400, {}],
        [422, {}],
        [422, { title: ['Required'] }],
        [422, { ids: [fieldMessages.orderNotBanners] }],
      ]
      for (const [status, fieldErrors] of cases) {
        const text = refusalTextOf(
          new ApiError('bad-request', 'The server’s English reason.', { status, fieldErrors, code: 'newer_code' }),
          language,
        )
        expect(text, String(status)).not.toBeNull()
        expectInLanguage(text ?? '', language, `${String(status)} ${JSON.stringify(fieldErrors)}`)
        expect(text).not.toContain('English reason')
      }
    },
  )

  it('leaves transport failures, 401, 403, 404 and 5xx to SPEC 8’s texts', () => {
    for (const status of [401, 403, 404, 500, 503]) {
      expect(refusalTextOf(new ApiError(status < 500 ? 'bad-request' : 'bad-response', 'x', { status }), 'ru')).toBeNull()
    }
    expect(refusalTextOf(new ApiError('network', 'Network error.'), 'ru')).toBeNull()
  })
})
