import { describe, expect, it } from 'vitest'
import { bannersMessages } from '@/features/admin/banners/banners-messages'
import { materialsMessages } from '@/features/admin/materials/materials-messages'
import { formatMessage } from '@/i18n/translate'

/** Counted texts take the form the number needs: English one/other, Russian one/few/many. */
describe('plural forms', () => {
  const links = (language: 'ru' | 'en', count: number) => formatMessage(bannersMessages[language].links, { count })

  it.each([
    [1, '1 link'],
    [2, '2 links'],
    [5, '5 links'],
    [21, '21 links'],
  ])('en: %i -> %s', (count, text) => {
    expect(links('en', count)).toBe(text)
  })

  it.each([
    [1, '1 ссылка'],
    [2, '2 ссылки'],
    [4, '4 ссылки'],
    [5, '5 ссылок'],
    [11, '11 ссылок'],
    [21, '21 ссылка'],
    [22, '22 ссылки'],
    [25, '25 ссылок'],
    [1.5, '1.5 ссылки'],
  ])('ru: %d -> %s', (count, text) => {
    expect(links('ru', count)).toBe(text)
  })

  it('agrees the verb with the count in the materials delete notice', () => {
    const used = (language: 'ru' | 'en', n: number) =>
      formatMessage(materialsMessages[language]['delete.manyUsed'], { used: n, count: 30, titles: '«А»' })
    expect(used('en', 1)).toMatch(/^1 of 30 is in use: «А»\./)
    expect(used('en', 2)).toMatch(/^2 of 30 are in use: «А»\./)
    expect(used('ru', 21)).toMatch(/^Используется 21 из 30: «А»\./)
    expect(used('ru', 12)).toMatch(/^Используются 12 из 30: «А»\./)
  })

  it('leaves plain placeholders and texts without params as they were', () => {
    expect(formatMessage('Total: {total}', { total: 1 })).toBe('Total: 1')
    expect(formatMessage('{count} links')).toBe('{count} links')
    // A counted text without its number falls back to the general form rather than throwing.
    expect(formatMessage(bannersMessages.en.links)).toBe('# links')
  })
})
