import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

const server = serveMockApi()

describe('admin index: History', { timeout: 60_000 }, () => {
  it('is a row of the screens list beside Statistics, with how many entries the log holds', async () => {
    await renderAdmin('/demo/admin', () => <DashboardScreen />)
    const row = await screen.findByRole('link', { name: /История изменений\s*записей: 0/ })
    expect(row).toHaveAttribute('href', '/demo/admin/history')
    const nav = screen.getByRole('navigation', { name: 'Разделы' })
    expect(nav).toContainElement(row)
    expect(row.closest('li')?.previousElementSibling).toHaveTextContent(/Статистика/)
  })

  it('stays in the list, marked and not a link, when the backend has no audit log (404); the rest works', async () => {
    server.use(http.get(`${API}/admin/audit-log`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })))
    await renderAdmin('/demo/admin', () => <DashboardScreen />)
    expect(await screen.findByText('сервер не ведёт историю')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /История изменений/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Категории/ })).toBeInTheDocument()
  })
})
