import { describe, expect, it } from 'vitest'
import { formatMessage } from '@/i18n/translate'
import type { Refusal } from '@/api/contract/refusals'
import { refusalCatalogs, type RefusalMessageKey } from '@/features/admin/parts/refusals/refusal-messages'
import { namesOf, recordName, wordRefusal } from '@/features/admin/parts/refusals/refusal-text'

const tOf = (language: 'ru' | 'en') => (key: RefusalMessageKey, params?: Record<string, string | number>) =>
  formatMessage(refusalCatalogs[language][key], params)
const ru = tOf('ru')
const en = tOf('en')

describe('refusal wording', () => {
  it('names banners by position and other records by title', () => {
    expect(recordName(ru, { resource: 'banners', id: 7, position: 2 })).toBe('Баннер 2')
    expect(recordName(en, { resource: 'banners', id: 7, position: 2 })).toBe('Banner 2')
    expect(recordName(ru, { resource: 'categories', id: 3, title: 'Новости' })).toBe('категория «Новости»')
    expect(recordName(en, { resource: 'materials', id: 3, title: null, position: null })).toBe('untitled material')
  })

  it('lists five names, then how many more', () => {
    const refs = Array.from({ length: 7 }, (_, i) => ({ resource: 'categories' as const, id: i + 1, title: `C${i + 1}` }))
    expect(namesOf(en, refs)).toBe('category “C1”, category “C2”, category “C3”, category “C4”, category “C5” and 2 more')
  })

  it('words every code in both languages without a placeholder left', () => {
    const samples: Refusal[] = [
      {
        code: 'edit_conflict',
        params: { version: 3, changedBy: { userId: 1, userName: 'Анна', at: '2026-11-25T10:00:00.000Z' } },
        current: {},
      },
      { code: 'edit_conflict', params: { version: 3, changedBy: null }, current: {} },
      { code: 'restore_record_exists', params: { record: { resource: 'banners', id: 1, position: 1 } } },
      { code: 'restore_record_gone', params: { record: { resource: 'materials', id: 1, title: 'Гайд', position: null } } },
      {
        code: 'restore_changed_since',
        params: { record: { resource: 'materials', id: 1, title: 'Гайд' }, fields: ['title'], changedBy: null },
      },
      {
        code: 'restore_reference_missing',
        params: {
          record: { resource: 'categories', id: 1, title: 'A', position: null },
          missing: [{ resource: 'categories', id: 2, title: 'B', position: null }],
        },
      },
      {
        code: 'restore_rule_broken',
        params: { record: { resource: 'categories', id: 1, title: 'A', position: null }, errors: { parentId: ['Not allowed'] } },
      },
      { code: 'restore_order_changed', params: { list: 'banners', added: [1, 2], removed: [3] } },
      { code: 'restore_nothing_to_do', params: {} },
      { code: 'restore_not_supported', params: { resource: 'files' } },
      {
        code: 'popup_in_use',
        params: { popup: { resource: 'popups', id: 1, title: 'Привет' }, usedBy: [{ resource: 'banners', id: 4, position: 2 }] },
      },
      {
        code: 'material_would_leave_empty',
        params: { material: { resource: 'materials', id: 1, title: 'M' }, emptied: [{ resource: 'sections', id: 2, title: 'S' }] },
      },
      {
        code: 'category_has_subcategories',
        params: { category: { resource: 'categories', id: 1, title: 'A' }, subcategories: [{ resource: 'categories', id: 2, title: 'B' }] },
      },
      { code: 'last_admin', params: { admin: { resource: 'admins', id: 1, title: 'Анна' } } },
      { code: 'own_access', params: { admin: { resource: 'admins', id: 1, title: 'Анна' } } },
      { code: 'file_too_large', params: { maxBytes: 5 * 1024 * 1024 } },
      { code: 'file_type_unsupported', params: { type: 'image', accepted: ['png', 'jpeg', 'webp', 'gif'] } },
      { code: 'svg_unsafe', params: { reason: 'script' } },
      { code: 'subscription_required', params: {} },
    ]
    for (const refusal of samples) {
      for (const [t, language] of [
        [ru, 'ru'],
        [en, 'en'],
      ] as const) {
        const text = wordRefusal(refusal, t, language)
        expect(text, refusal.code).not.toMatch(/\{\w+\}/)
        expect(text.length, refusal.code).toBeGreaterThan(10)
      }
    }
  })

  it('words a refused popup delete with the banner by position', () => {
    const refusal: Refusal = {
      code: 'popup_in_use',
      params: { popup: { resource: 'popups', id: 1, title: 'Привет' }, usedBy: [{ resource: 'banners', id: 4, position: 2 }] },
    }
    expect(wordRefusal(refusal, ru, 'ru')).toBe('Попап «Привет» открывают: Баннер 2. Сначала уберите эти ссылки.')
    expect(wordRefusal(refusal, en, 'en')).toBe('The popup “Привет” opens from: Banner 2. Remove those links first.')
  })

  it('names the changed fields with the labels it is given', () => {
    const refusal: Refusal = {
      code: 'restore_changed_since',
      params: {
        record: { resource: 'materials', id: 1, title: 'Гайд' },
        fields: ['title'],
        changedBy: { userId: 2, userName: 'Иван', at: '2026-11-25T10:00:00.000Z' },
      },
    }
    expect(wordRefusal(refusal, en, 'en', () => 'Title')).toBe(
      'Material “Гайд”: these fields have been changed again since, by Иван: Title. Restoring would undo that change.',
    )
  })
})
