import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { fromLocalInput, toLocalInput } from '@/features/admin/parts/schedule/local-time'
import { SharePanel } from '@/features/admin/parts/sharing/share-panel'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

// Generous waits: the machine is shared (no assertion is about time).
configure({ asyncUtilTimeout: 10_000 })

const server = serveMockApi()

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 })

describe('issue 18, admin: schedule fields', { timeout: 60_000 }, () => {
  it('local times round-trip as instants with the offset of the admin zone', () => {
    const iso = fromLocalInput('2026-05-01T09:00')
    expect(iso).toMatch(/^2026-05-01T09:00:00[+-]\d{2}:\d{2}$/)
    expect(toLocalInput(iso)).toBe('2026-05-01T09:00')
    expect(fromLocalInput('')).toBeNull()
  })

  it('refuses "until" before "from" on the until field, then sends both as ISO with offset', async () => {
    let sent: Record<string, unknown> | undefined
    server.use(
      http.post(`${API}/admin/materials`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ message: 'stop' }, { status: 500 })
      }),
    )
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await user.type(await screen.findByRole('textbox', { name: /Название/ }), 'Акция')
    await user.click(screen.getByRole('button', { name: 'Показывать по расписанию…' }))
    const from = await screen.findByLabelText('Показывать с')
    const until = screen.getByLabelText('Показывать до')
    fireEvent.change(from, { target: { value: '2026-05-10T09:00' } })
    fireEvent.change(until, { target: { value: '2026-05-01T09:00' } })
    await user.click(screen.getByRole('button', { name: 'Создать материал' }))
    const summary = await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    expect(within(summary).getByRole('link', { name: 'Показывать до: Must be after the start of the window' })).toBeInTheDocument()
    expect(sent).toBeUndefined()
    fireEvent.change(until, { target: { value: '2026-05-20T18:30' } })
    await user.click(screen.getByRole('button', { name: 'Создать материал' }))
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent?.visible_from).toMatch(/^2026-05-10T09:00:00[+-]\d{2}:\d{2}$/)
    expect(sent?.visible_until).toMatch(/^2026-05-20T18:30:00[+-]\d{2}:\d{2}$/)
  })

  it("puts the server's 422 on visible_until on the until field", async () => {
    server.use(
      http.post(`${API}/admin/materials`, () =>
        HttpResponse.json({ message: 'invalid', errors: { visible_until: ['Must be after the start of the window'] } }, { status: 422 }),
      ),
    )
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await user.type(await screen.findByRole('textbox', { name: /Название/ }), 'Акция')
    await user.click(screen.getByRole('button', { name: 'Показывать по расписанию…' }))
    fireEvent.change(await screen.findByLabelText('Показывать до'), { target: { value: '2026-05-20T18:30' } })
    await user.click(screen.getByRole('button', { name: 'Создать материал' }))
    await waitFor(() => expect(screen.getByLabelText('Показывать до')).toHaveAccessibleDescription(/Must be after the start of the window/))
  })
})

describe('issue 18, admin: statistics', { timeout: 60_000 }, () => {
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

describe('issue 18, admin: sharing', { timeout: 60_000 }, () => {
  it('the share panel shows the t.me link of the category and its QR code', async () => {
    await renderAdmin('/demo/admin/category/edit/1', () => <SharePanel start={{ screen: 'category', id: 1 }} title="Курсы" />)
    const link = await screen.findByRole('textbox', { name: 'Ссылка' })
    expect(link).toHaveValue('https://t.me/kod_school_bot/hub?startapp=demo__category_1')
    expect(await screen.findByRole('img', { name: 'QR-код ссылки' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Скачать PNG' })).toHaveAttribute('download', 'demo-category-1.png')
  })

  it('without a bot username the panel says what to fill in and links to the settings', async () => {
    server.use(
      http.get(`${API}/admin/navigation`, () =>
        HttpResponse.json({ data: { app_key: 'demo', title: 'Demo', bot_username: null, app_short_name: null } }),
      ),
    )
    await renderAdmin('/demo/admin/category/edit/1', () => <SharePanel start={{ screen: 'category', id: 1 }} title="Курсы" />)
    expect(await screen.findByText(/укажите имя бота/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'К настройкам' })).toHaveAttribute('href', '/demo/admin#sharing')
  })
})
