import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** The Statistics screen and its row on the admin's index, also against a backend that does not count opens (404). */

const server = serveMockApi()

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
    const deleted = screen.getByRole('rowheader', { name: /удалено/ })
    expect(within(deleted).queryByRole('link')).toBeNull()
    expect(screen.getByRole('button', { name: 'Скачать CSV' })).toBeInTheDocument()
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
