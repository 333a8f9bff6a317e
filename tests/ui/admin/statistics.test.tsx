import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** The Statistics screen and its row on the admin's index, also against a backend that does not count opens (404). */

const server = serveMockApi()

const twoDays = {
  from: '2026-05-01',
  to: '2026-05-02',
  totals: { opens: 7, visitors: 3 },
  days: [
    { date: '2026-05-01', opens: 4, visitors: 2 },
    { date: '2026-05-02', opens: 3, visitors: 1 },
  ],
  items: [
    { target: 'category', id: 1, title: 'Сообщество выпускников', deleted: false, opens: 5, visitors: 3 },
    { target: 'banner', id: 4, title: null, deleted: true, opens: 2, visitors: 1 },
  ],
}

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 })

describe('statistics', { timeout: 60_000 }, () => {
  it('shows totals, the chart and the items with links; a deleted item is marked, not linked', async () => {
    server.use(
      http.get(`${API}/admin/stats`, () =>
        HttpResponse.json({
          data: {
            from: '2026-05-01',
            to: '2026-05-02',
            totals: { opens: 7, visitors: 3 },
            days: [
              { date: '2026-05-01', opens: 4, visitors: 2 },
              { date: '2026-05-02', opens: 3, visitors: 2 },
            ],
            items: [
              { target: 'category', id: 1, title: 'Курсы', deleted: false, opens: 5, visitors: 3 },
              { target: 'material', id: 99, title: null, deleted: true, opens: 2, visitors: 1 },
            ],
          },
        }),
      ),
    )
    await renderAdmin('/demo/admin/stats', () => (
      <StatsScreen search={{ from: '2026-05-01', to: '2026-05-02' }} onSearchChange={() => {}} />
    ))
    const totals = await screen.findByRole('region', { name: 'Итого за период' })
    expect(within(totals).getByText('7')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /открытий 7, посетителей 3/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Курсы' })).toHaveAttribute('href', '/demo/admin/category/edit/1')
    const deleted = screen.getByRole('heading', { name: /удалено/ })
    expect(within(deleted).queryByRole('link')).toBeNull()
    expect(screen.getByRole('button', { name: 'Скачать CSV' })).toBeInTheDocument()
  })

  it('draws the items as card rows: a name, its kind and both figures labelled in each', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json({ data: twoDays })))
    await renderAdmin('/demo/admin/stats', () => (
      <StatsScreen search={{ from: '2026-05-01', to: '2026-05-02' }} onSearchChange={() => {}} />
    ))
    const list = await screen.findByRole('list', { name: 'Что открывали' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    const [first, second] = rows as [HTMLElement, HTMLElement]
    expect(within(first).getByRole('heading', { name: 'Сообщество выпускников' })).toBeInTheDocument()
    expect(within(first).getByText('Категория')).toBeInTheDocument()
    // Each figure carries its own label (a card has no column headings).
    const figures = within(first)
      .getAllByRole('term')
      .map((term) => `${term.textContent ?? ''} ${term.nextElementSibling?.textContent ?? ''}`)
    expect(figures).toEqual(['Открытия 5', 'Посетители 3'])
    expect(within(second).getByRole('heading', { name: 'Баннер № 4 удалено' })).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('a tap on the chart shows that day; the arrow keys move through the days', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json({ data: twoDays })))
    await renderAdmin('/demo/admin/stats', () => (
      <StatsScreen search={{ from: '2026-05-01', to: '2026-05-02' }} onSearchChange={() => {}} />
    ))
    const slider = await screen.findByRole('slider', { name: 'День на графике' })
    expect(screen.getByText(/Нажмите на день на графике/)).toBeInTheDocument()
    vi.spyOn(slider, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 180 }))
    // The first half of the plot is 1 May.
    fireEvent.pointerDown(slider, { clientX: 40, pointerType: 'touch' })
    expect(await screen.findByText('1 мая: 4 открытия · 2 посетителя')).toBeInTheDocument()
    fireEvent.keyDown(slider, { key: 'ArrowRight' })
    expect(await screen.findByText('2 мая: 3 открытия · 1 посетитель')).toBeInTheDocument()
    expect(slider).toHaveAttribute('aria-valuetext', '2 мая: 3 открытия · 1 посетитель')
    // Days on the axis as people write them, not ISO.
    expect(screen.getByText('1 мая')).toBeInTheDocument()
    expect(screen.queryByText('2026-05-01')).toBeNull()
  })

  it('compares the totals with the period before, of the same length', async () => {
    server.use(
      http.get(`${API}/admin/stats`, ({ request }) => {
        const from = new URL(request.url).searchParams.get('filter[from]')
        return HttpResponse.json({
          data: from === '2026-04-29' ? { ...twoDays, from: '2026-04-29', to: '2026-04-30', totals: { opens: 10, visitors: 3 } } : twoDays,
        })
      }),
    )
    await renderAdmin('/demo/admin/stats', () => (
      <StatsScreen search={{ from: '2026-05-01', to: '2026-05-02' }} onSearchChange={() => {}} />
    ))
    const totals = await screen.findByRole('region', { name: 'Итого за период' })
    expect(await within(totals).findByText('−30 % · было 10')).toBeInTheDocument()
    expect(within(totals).getByText('±0 % · было 3')).toBeInTheDocument()
    expect(within(totals).getByText(/Сравнение с предыдущим периодом той же длины: 29 апр – 30 апр/)).toBeInTheDocument()
  })

  it('says when the range asked for was cut to the longest allowed', async () => {
    await renderAdmin('/demo/admin/stats', () => (
      <StatsScreen search={{ from: '2024-01-01', to: '2026-05-14' }} onSearchChange={() => {}} />
    ))
    expect(
      await screen.findByText('Больше 366 дней за раз не показываем, поэтому период сокращён: 14 мая 2025 – 14 мая 2026.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('С')).toHaveValue('2025-05-14')
  })

  it('a range the server cut itself is said too; none is said for a range within the limit', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json({ data: { ...twoDays, from: '2026-05-02' } })))
    const view = await renderAdmin('/demo/admin/stats', () => (
      <StatsScreen search={{ from: '2026-05-01', to: '2026-05-02' }} onSearchChange={() => {}} />
    ))
    expect(await screen.findByText(/Больше 1 дня за раз не показываем/)).toBeInTheDocument()
    view.unmount()
  })

  it('dims the figures (inert) while the dates typed are not a range, and says so', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json({ data: twoDays })))
    const asked: unknown[] = []
    await renderAdmin('/demo/admin/stats', () => (
      <StatsScreen search={{ from: '2026-05-01', to: '2026-05-02' }} onSearchChange={(next) => asked.push(next)} />
    ))
    const totals = await screen.findByRole('region', { name: 'Итого за период' })
    fireEvent.change(screen.getByLabelText('С'), { target: { value: '2026-05-09' } })
    expect(await screen.findByText('Начало периода должно быть не позже конца. Цифры ниже — за прежний период.')).toHaveAttribute(
      'role',
      'alert',
    )
    const figures = totals.closest('[data-stale]')
    expect(figures).toHaveAttribute('inert')
    expect(asked).toEqual([])
    fireEvent.change(screen.getByLabelText('С'), { target: { value: '2026-05-02' } })
    expect(asked).toEqual([{ from: '2026-05-02', to: '2026-05-02' }])
    expect(document.querySelector('[data-stale]')).toBeNull()
  })

  it('downloads the CSV a Russian spreadsheet splits into columns, with the names on screen', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json({ data: twoDays })))
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:stats'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await renderAdmin('/demo/admin/stats', () => (
      <StatsScreen search={{ from: '2026-05-01', to: '2026-05-02' }} onSearchChange={() => {}} />
    ))
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать CSV' }))
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes).split('\r\n')).toEqual([
      'Тип;ID;Название;Удалено;Открытия;Посетители',
      'Категория;1;Сообщество выпускников;нет;5;3',
      'Баннер;4;Баннер № 4;да;2;1',
      '',
    ])
    vi.restoreAllMocks()
  })

  it('says the backend does not count opens on a 404 (no error, no retry)', async () => {
    server.use(http.get(`${API}/admin/stats`, notFound), http.get(`${API}/admin/navigation`, notFound))
    await renderAdmin('/demo/admin/stats', () => <StatsScreen search={{}} onSearchChange={() => {}} />)
    expect(await screen.findByRole('region', { name: 'Статистика недоступна' })).toBeInTheDocument()
    expect(screen.queryByText('Статистика не загрузилась')).toBeNull()
  })

  it('index: the statistics row is not a link without stats, and the sharing section says why it is missing', async () => {
    server.use(http.get(`${API}/admin/stats`, notFound), http.get(`${API}/admin/navigation`, notFound))
    await renderAdmin('/demo/admin', () => <DashboardScreen />)
    expect(await screen.findByText('сервер не считает открытия')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Статистика/ })).toBeNull()
    expect(await screen.findByText(/Ссылки на хаб недоступны/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Категории/ })).toBeInTheDocument()
  })
})
