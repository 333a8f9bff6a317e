import { describe, expect, it } from 'vitest'
import { formatMessage } from '@/i18n/translate'
import { diffCatalogs, type DiffMessageKey } from '@/features/admin/parts/diff/diff-messages'
import { diffRecords, fieldLabelOf, formatValue } from '@/features/admin/parts/diff/record-diff'

const tOf = (language: 'ru' | 'en') => (key: DiffMessageKey, params?: Record<string, string | number>) =>
  formatMessage(diffCatalogs[language][key], params)
const ru = tOf('ru')
const en = tOf('en')

describe('field-by-field diff', () => {
  it('lists only the fields that changed, leaving out bookkeeping and blank-to-blank', () => {
    const before = { id: 1, version: 2, title: 'Гайд', description: null, isActive: true, links: [], createdAt: 'x' }
    const after = { id: 1, version: 3, title: 'Гайд 2', description: '', isActive: false, links: [], createdAt: 'y' }
    expect(diffRecords(before, after)).toEqual([
      { field: 'title', before: 'Гайд', after: 'Гайд 2' },
      { field: 'isActive', before: true, after: false },
    ])
  })

  it('treats a create and a delete as every field from or to nothing', () => {
    expect(diffRecords(null, { id: 4, title: 'Новая', materialIds: [1, 2] }).map((change) => change.field)).toEqual([
      'title',
      'materialIds',
    ])
    expect(diffRecords({ id: 4, title: 'Старая' }, null)).toEqual([{ field: 'title', before: 'Старая', after: undefined }])
  })

  it('compares nested values whatever their key order', () => {
    const links = [{ type: 'external', externalUrl: 'https://a.example' }]
    expect(diffRecords({ links }, { links: [{ externalUrl: 'https://a.example', type: 'external' }] })).toEqual([])
  })

  it('words values in the admin language', () => {
    expect(formatValue(null, ru)).toBe('пусто')
    expect(formatValue('', en)).toBe('empty')
    expect(formatValue(true, ru)).toBe('да')
    expect(formatValue(false, en)).toBe('no')
    expect(formatValue('Гайд', ru)).toBe('«Гайд»')
    expect(formatValue([3, 1, 2], en)).toBe('3, 1, 2')
    expect(formatValue([], ru)).toBe('пусто')
    expect(formatValue([{ type: 'external', externalUrl: 'https://a.example', popupId: null }], en)).toBe('external, https://a.example')
    expect(formatValue('x'.repeat(300), en)).toHaveLength(122)
  })

  it('names fields from the catalog, and an unknown field by its name', () => {
    expect(fieldLabelOf('title', ru)).toBe('Название')
    expect(fieldLabelOf('isActive', en)).toBe('Shown to visitors')
    expect(fieldLabelOf('somethingNew', en)).toBe('somethingNew')
  })
})
