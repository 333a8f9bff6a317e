import { describe, expect, it } from 'vitest'
import type { Stats, StatsItem } from '@/api/contract/stats'
import { statsCsv, type CsvDialect, type CsvLabels } from '@/features/admin/stats/stats-csv'
import { formatDay, formatRange, percentChange } from '@/features/admin/stats/stats-format'

const stats: Stats = {
  from: '2026-05-01',
  to: '2026-05-14',
  totals: { opens: 60, visitors: 20 },
  days: [],
  items: [
    { target: 'category', id: 1, title: 'Сообщество; клуб', deleted: false, opens: 40, visitors: 15 },
    { target: 'banner', id: 2, title: null, deleted: false, opens: 17, visitors: 9 },
    { target: 'material', id: 77, title: '=1+1 "акция"', deleted: true, opens: 3, visitors: 1 },
  ],
}

const labels = (kinds: Record<string, string>, banner: (id: number) => string): CsvLabels => ({
  header: ['Тип', 'ID', 'Название', 'Удалено', 'Открытия', 'Посетители'],
  kindOf: (item: StatsItem) => kinds[item.target] ?? item.target,
  nameOf: (item: StatsItem) => item.title ?? banner(item.id),
})
const russian: CsvDialect = { separator: ';', yes: 'да', no: 'нет' }
const english: CsvDialect = { separator: ',', yes: 'yes', no: 'no' }

/** The file's bytes as the browser writes them (Blob encodes the string as UTF-8). */
const bytesOf = async (text: string) => new Uint8Array(await new Blob([text]).arrayBuffer())

describe('the statistics CSV (stats-csv.ts)', () => {
  it('Russian: a UTF-8 BOM, `;` between cells, да/нет, the names the screen shows', async () => {
    const text = statsCsv(
      stats,
      labels({ category: 'Категория', banner: 'Баннер', material: 'Материал' }, (id) => `Баннер № ${String(id)}`),
      russian,
    )
    const bytes = await bytesOf(text)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const body = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)
    expect(body.split('\r\n')).toEqual([
      'Тип;ID;Название;Удалено;Открытия;Посетители',
      'Категория;1;"Сообщество; клуб";нет;40;15',
      'Баннер;2;Баннер № 2;нет;17;9',
      `Материал;77;"'=1+1 ""акция""";да;3;1`,
      '',
    ])
    expect(body).not.toMatch(/true|false/)
    // Split as a Russian Excel splits: every line has the header's six columns.
    const columns = body
      .trim()
      .split('\r\n')
      .map((line) => line.replace(/"([^"]|"")*"/g, 'x').split(';').length)
    expect(columns).toEqual([6, 6, 6, 6])
  })

  it('English: commas, yes/no, a comma inside a name quoted', () => {
    const text = statsCsv(
      { ...stats, items: [{ ...stats.items[0]!, title: 'Club, alumni' }, stats.items[1]!] },
      {
        ...labels({ category: 'Category', banner: 'Banner' }, (id) => `Banner no. ${String(id)}`),
        header: ['Kind', 'ID', 'Title', 'Deleted', 'Opens', 'Visitors'],
      },
      english,
    )
    expect(text).toBe(
      '\uFEFFKind,ID,Title,Deleted,Opens,Visitors\r\nCategory,1,"Club, alumni",no,40,15\r\nBanner,2,Banner no. 2,no,17,9\r\n',
    )
  })
})

describe('statistics dates and changes (stats-format.ts)', () => {
  it('writes days as "29 окт" / "Oct 29" and ranges with a dash', () => {
    expect(formatDay('2026-10-29', 'ru')).toBe('29 окт')
    expect(formatDay('2026-10-29', 'en')).toBe('Oct 29')
    expect(formatDay('2026-05-01', 'ru', 'long')).toBe('1 мая 2026 г.')
    expect(formatRange('2026-04-17', '2026-04-30', 'en')).toBe('Apr 17 – Apr 30')
    expect(formatRange('2025-10-29', '2026-10-28', 'ru')).toBe('29 окт 2025 – 28 окт 2026')
    expect(formatRange('2025-10-29', '2026-10-28', 'en')).toBe('Oct 29, 2025 – Oct 28, 2026')
  })

  it('gives the change in percent, none when there was nothing before', () => {
    expect(percentChange(112, 100, 'en')).toBe('+12%')
    expect(percentChange(90, 100, 'ru')).toBe('−10\u00A0%')
    expect(percentChange(5, 0, 'ru')).toBeNull()
  })
})
