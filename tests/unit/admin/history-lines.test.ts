import { describe, expect, it } from 'vitest'
import { auditAction, auditResource, type AuditEntry } from '@/api/contract/audit-log'
import { entryHeadline, entryRecordName } from '@/features/admin/parts/history/entry-name'
import { historyCatalogs, type HistoryMessageKey } from '@/features/admin/parts/history/history-messages'
import { refusalCatalogs, type RefusalMessageKey } from '@/features/admin/parts/refusals/refusal-messages'
import { formatMessage, type MessageParams } from '@/i18n/translate'

/** History's lines in both languages: what was done to which record and by whom, grammatical for any record and any admin. */

const ts = (language: 'ru' | 'en') => ({
  t: (key: HistoryMessageKey, params?: MessageParams) => formatMessage(historyCatalogs[language][key], params),
  tr: (key: RefusalMessageKey, params?: MessageParams) => formatMessage(refusalCatalogs[language][key], params),
})

/** An entry of `resource`: a record with a title (or a banner, a theme, the hub's settings, which have none). */
function entryOf(
  resource: AuditEntry['resource'],
  action: AuditEntry['action'],
  state: Record<string, unknown> | null = { id: 5, version: 1, title: 'Курсы' },
): AuditEntry {
  return {
    id: 1,
    at: '2026-11-25T10:00:00.000Z',
    userId: 1,
    userName: 'Анна Смирнова',
    action,
    resource,
    recordId: resource === 'navigation' ? null : 5,
    before: action === 'create' ? null : state,
    after: action === 'delete' ? null : state,
    related: [],
    restoredEntryId: null,
  }
}

describe('history lines', () => {
  it('say what happened to which record, then who, with the participle in the record’s gender (Russian)', () => {
    const { t, tr } = ts('ru')
    expect(entryHeadline(entryOf('categories', 'update'), t, tr)).toBe('Категория «Курсы» · изменена · Анна Смирнова')
    expect(entryHeadline(entryOf('categories', 'restore'), t, tr)).toBe('Категория «Курсы» · восстановлена · Анна Смирнова')
    expect(entryHeadline(entryOf('sections', 'create'), t, tr)).toBe('Раздел «Курсы» · создан · Анна Смирнова')
    expect(entryHeadline(entryOf('buttons', 'delete', { id: 5, version: 1, text: 'Записаться' }), t, tr)).toBe(
      'Кнопка «Записаться» · удалена · Анна Смирнова',
    )
    expect(entryHeadline(entryOf('themes', 'update', { id: 5, version: 2, type: 'dark' }), t, tr)).toBe(
      'Тема без названия · изменена · Анна Смирнова',
    )
    expect(entryHeadline(entryOf('navigation', 'update', { botUsername: 'kod_bot' }), t, tr)).toBe(
      'Настройки хаба · изменены · Анна Смирнова',
    )
    expect(entryHeadline(entryOf('banners', 'order', { list: 'banners', ids: [2, 1] }), t, tr)).toBe(
      'Порядок баннеров · изменён · Анна Смирнова',
    )
  })

  it('read the same way in English, with English quotation marks', () => {
    const { t, tr } = ts('en')
    expect(entryHeadline(entryOf('categories', 'update', { id: 5, version: 1, title: 'Courses' }), t, tr)).toBe(
      'Category “Courses” · changed · Анна Смирнова',
    )
    expect(entryHeadline(entryOf('categories', 'order', { list: 'materials', ids: [2, 1] }), t, tr)).toBe(
      'Order of a category’s materials · changed · Анна Смирнова',
    )
    expect(entryHeadline(entryOf('themes', 'delete', { id: 5, version: 2 }), t, tr)).toBe('Untitled theme · deleted · Анна Смирнова')
  })

  it('names someone when the entry has no name', () => {
    const { t, tr } = ts('ru')
    expect(entryHeadline({ ...entryOf('materials', 'create'), userName: '' }, t, tr)).toBe('Материал «Курсы» · создан · Кто-то')
  })

  const cases = auditResource.options.flatMap((resource) =>
    auditAction.options.filter((action) => action !== 'order').map((action) => [resource, action] as const),
  )

  it.each(cases)('%s %s: no glued case form, no “(а)”, nothing left unfilled, in either language', (resource, action) => {
    for (const language of ['ru', 'en'] as const) {
      const { t, tr } = ts(language)
      const line = entryHeadline(entryOf(resource, action), t, tr)
      expect(line).not.toMatch(/\(а\)|\{\w+\}|undefined/)
      const [record, done, who] = line.split(' · ')
      expect(record).toMatch(/^[A-ZА-ЯЁ]/)
      expect(done).toMatch(language === 'ru' ? /^[а-яё]+$/ : /^[a-z]+$/)
      expect(who).toBe('Анна Смирнова')
      if (language === 'en') expect(line.replace('Анна Смирнова', '').replace('Курсы', '')).not.toMatch(/[а-яё«»]/i)
    }
  })

  it.each(['categories', 'banners', 'materials', 'sections', 'subcategories'] as const)('names the %s order in both languages', (list) => {
    for (const language of ['ru', 'en'] as const) {
      const { t, tr } = ts(language)
      const line = entryHeadline(entryOf(list === 'banners' ? 'banners' : 'categories', 'order', { list, ids: [1] }), t, tr)
      expect(line).toMatch(language === 'ru' ? /^Порядок [а-яё ]+ · изменён · / : /^(Order of|Banner order)[a-z’ ]* · changed · /i)
    }
  })

  it('lists what else a write changed by name', () => {
    const { tr } = ts('ru')
    const related = { resource: 'materials', recordId: 3, before: { id: 3, version: 1, title: 'Гайд' }, after: null } as const
    expect(entryRecordName(related as never, tr, 'настройки хаба')).toBe('материал «Гайд»')
  })
})
