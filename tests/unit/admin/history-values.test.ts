import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '@/api/contract/audit-log'
import { diffCatalogs, type DiffMessageKey } from '@/features/admin/parts/diff/diff-messages'
import { dayLabel, groupByDay } from '@/features/admin/parts/history/day-groups'
import { historyCatalogs, type HistoryMessageKey } from '@/features/admin/parts/history/history-messages'
import { describeChanges, describeValue, linkedNeeds, type LinkedNames } from '@/features/admin/parts/history/history-values'
import { refusalCatalogs, type RefusalMessageKey } from '@/features/admin/parts/refusals/refusal-messages'
import { formatMessage, type MessageParams } from '@/i18n/translate'

/** History's values in both languages: records by name, orders as names, colours as swatches, images as thumbnails. */

/** What the lists answered: categories 1 «Курсы» and 2 «Новости», material 5 «Гайд», popup 7 «Акция», banners in order 4, 3; file 2 an image. */
const names: LinkedNames = {
  record: (resource, id) => {
    const known: Record<string, Record<number, { title: string | null; position: number | null }>> = {
      categories: { 1: { title: 'Курсы', position: null }, 2: { title: 'Новости', position: null } },
      materials: { 5: { title: 'Гайд', position: null } },
      popups: { 7: { title: 'Акция', position: null } },
      banners: { 4: { title: null, position: 1 }, 3: { title: null, position: 2 } },
    }
    if (resource === 'sections') return undefined // not read (yet)
    return known[resource]?.[id] ?? null
  },
  file: (id) => (id === 2 ? { url: '/files/2.png', name: 'cover.png' } : id === 9 ? undefined : null),
}

const wording = (language: 'ru' | 'en') => ({
  t: (key: HistoryMessageKey, params?: MessageParams) => formatMessage(historyCatalogs[language][key], params),
  td: (key: DiffMessageKey, params?: MessageParams) => formatMessage(diffCatalogs[language][key], params),
  tr: (key: RefusalMessageKey, params?: MessageParams) => formatMessage(refusalCatalogs[language][key], params),
  language,
  names,
})

const text = (value: ReturnType<typeof describeValue>) => (value.kind === 'text' ? value.text : value)

describe('history values', () => {
  it('name linked records instead of their ids, in the language’s quotation marks', () => {
    expect(text(describeValue('materialIds', [5], null, wording('ru')))).toBe('«Гайд»')
    expect(text(describeValue('materialIds', [5], null, wording('en')))).toBe('“Гайд”')
    expect(text(describeValue('parentId', 1, null, wording('ru')))).toBe('«Курсы»')
    expect(text(describeValue('popupId', 8, null, wording('ru')))).toBe('удалённая запись № 8')
    expect(text(describeValue('popupId', 8, null, wording('en')))).toBe('deleted record no. 8')
    expect(text(describeValue('sectionIds', [3], null, wording('ru')))).toBe('запись № 3')
  })

  it('show an order as the names in order (banners by their place)', () => {
    const order = { list: 'categories', ids: [2, 1] }
    expect(text(describeValue('ids', [2, 1], order, wording('ru')))).toBe('«Новости», «Курсы»')
    expect(text(describeValue('ids', [3, 4], { list: 'banners', ids: [3, 4] }, wording('ru')))).toBe('Баннер 2, Баннер 1')
    expect(text(describeValue('ids', [3, 4], { list: 'banners', ids: [3, 4] }, wording('en')))).toBe('Banner 2, Banner 1')
  })

  it('say where links lead: a popup, a hub page, an address', () => {
    const links = [
      { linkType: 'popup', popupId: 7, internalUrl: null, externalUrl: null },
      { linkType: 'internal', popupId: null, internalUrl: '/category/1', externalUrl: null },
      { linkType: 'external', popupId: null, internalUrl: null, externalUrl: 'https://example.com' },
    ]
    expect(text(describeValue('links', links, null, wording('ru')))).toBe('попап «Акция»; категория «Курсы»; https://example.com')
    expect(text(describeValue('links', links, null, wording('en')))).toBe('popup “Акция”; category “Курсы”; https://example.com')
  })

  it('draw colours as a swatch and images as a thumbnail', () => {
    expect(describeValue('backgroundColor', '#1E88E5', null, wording('ru'))).toEqual({ kind: 'color', color: '#1E88E5' })
    expect(describeValue('imageId', 2, null, wording('en'))).toEqual({ kind: 'image', url: '/files/2.png', alt: 'cover.png' })
    expect(text(describeValue('imageId', 3, null, wording('ru')))).toBe('удалённый файл')
    expect(text(describeValue('iconId', 9, null, wording('en')))).toBe('an uploaded file')
  })

  it('word empty, yes/no, texts and moments in each language', () => {
    for (const [language, empty, yes, quoted] of [
      ['ru', 'пусто', 'да', '«Привет»'],
      ['en', 'empty', 'yes', '“Привет”'],
    ] as const) {
      expect(text(describeValue('imageId', null, null, wording(language)))).toBe(empty)
      expect(text(describeValue('materialIds', [], null, wording(language)))).toBe(empty)
      expect(text(describeValue('isActive', true, null, wording(language)))).toBe(yes)
      expect(text(describeValue('title', 'Привет', null, wording(language)))).toBe(quoted)
      expect(text(describeValue('visibleFrom', '2026-11-25T10:00:00.000Z', null, wording(language)))).toMatch(/2026|26/)
    }
  })

  it('label the changed fields and leave bookkeeping out', () => {
    const entry = {
      before: { id: 1, version: 1, title: 'Курсы', imageId: null },
      after: { id: 1, version: 2, title: 'Курсы', imageId: 2 },
    } as unknown as Pick<AuditEntry, 'before' | 'after'>
    expect(describeChanges(entry, wording('ru'))).toEqual([
      {
        field: 'imageId',
        label: 'Картинка',
        before: { kind: 'text', text: 'пусто' },
        after: { kind: 'image', url: '/files/2.png', alt: 'cover.png' },
      },
    ])
    expect(describeChanges(entry, wording('en'))[0]?.label).toBe('Image')
  })

  it('read only the lists the values need', () => {
    const needs = linkedNeeds([
      {
        before: { id: 1, version: 1, imageId: null, links: [] },
        after: {
          id: 1,
          version: 2,
          imageId: 2,
          links: [{ linkType: 'internal', internalUrl: '/section/4', popupId: null, externalUrl: null }],
        },
      },
      { before: { list: 'banners', ids: [1, 2] }, after: { list: 'banners', ids: [2, 1] } },
    ])
    expect(needs).toEqual({ resources: new Set(['sections', 'banners']), files: true })
  })
})

describe('history days', () => {
  const now = new Date(2026, 10, 27, 15, 0)
  const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month, day, hour).toISOString()

  it('group entries (newest first) by local day', () => {
    const entries = [{ at: at(2026, 10, 27, 14) }, { at: at(2026, 10, 27, 9) }, { at: at(2026, 10, 25) }]
    expect(groupByDay(entries).map((group) => [group.day, group.entries.length])).toEqual([
      ['2026-11-27', 2],
      ['2026-11-25', 1],
    ])
  })

  it('name the day in each language: today, yesterday, a date (with the year when it is another one)', () => {
    const t = (language: 'ru' | 'en') => (key: HistoryMessageKey) => formatMessage(historyCatalogs[language][key])
    expect(dayLabel('2026-11-27', 'ru', t('ru'), now)).toBe('Сегодня')
    expect(dayLabel('2026-11-26', 'en', t('en'), now)).toBe('Yesterday')
    expect(dayLabel('2026-11-25', 'ru', t('ru'), now)).toBe('25 ноября')
    expect(dayLabel('2026-11-25', 'en', t('en'), now)).toBe('November 25')
    expect(dayLabel('2025-10-29', 'ru', t('ru'), now)).toMatch(/^29 октября 2025/)
  })
})
