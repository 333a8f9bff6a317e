import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { NotificationsScreen } from '@/features/admin/notifications/notifications-screen'
import type { NotificationsSearch } from '@/features/admin/parts/list/list-search'
import { serveFreshMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** Issue 27: the outbox, against the mock API's store (its sends written in). */

const { api, server } = serveFreshMockApi()

function Outbox() {
  const [search, setSearch] = useState<NotificationsSearch>({})
  return <NotificationsScreen search={search} onSearchChange={setSearch} />
}
const open = () => renderAdmin('/demo/admin/notifications', () => <Outbox />)
const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 })

/** 25 sends, oldest first as the store keeps them: to a live category, a material that is gone, and one that failed. */
async function seedSends() {
  await api().store.write((data) => {
    const app = data.apps.demo!
    const category = app.categories[0]!
    app.notifications = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      target: i === 23 ? ('material' as const) : ('category' as const),
      targetId: i === 23 ? 99_999 : category.id,
      title: i === 23 ? 'Старый вебинар' : category.title,
      userId: 100 + i,
      userName: i === 24 ? null : `Гость ${String(i + 1)}`,
      sentAt: new Date(Date.UTC(2026, 4, 1, 10, i)).toISOString(),
      status: i === 22 ? ('failed' as const) : ('delivered' as const),
    }))
    return category
  })
  return api().store.read((data) => data.apps.demo!.categories[0]!)
}

describe('outbox (issue 27)', { timeout: 60_000 }, () => {
  it('lists the sends newest first, a page at a time: who, which record (linked while it is there), when, how it went', async () => {
    const category = await seedSends()
    const user = userEvent.setup()
    await open()
    const list = await screen.findByRole('list', { name: /Напоминания/ })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(20)
    // Newest first: the last send (no name known) leads.
    expect(rows[0]).toHaveTextContent('Посетитель 124')
    expect(await within(rows[1]!).findByText('удалено')).toBeInTheDocument()
    expect(within(rows[1]!).queryByRole('link')).toBeNull()
    expect(within(rows[2]!).getByText('Не доставлено')).toBeInTheDocument()
    const link = await within(rows[0]!).findByRole('link', { name: `Категория «${category.title}»` })
    expect(link).toHaveAttribute('href', `/demo/admin/category/edit/${String(category.id)}`)
    expect(screen.queryByRole('searchbox')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }))
    await waitFor(() => expect(within(screen.getByRole('list', { name: /Напоминания/ })).getAllByRole('listitem')).toHaveLength(5))
  })

  it('filters by how a send went', async () => {
    await seedSends()
    const user = userEvent.setup()
    await open()
    await screen.findByRole('list', { name: /Напоминания/ })
    await user.click(screen.getByRole('radio', { name: 'Не доставлено' }))
    await waitFor(() => expect(within(screen.getByRole('list', { name: /Напоминания/ })).getAllByRole('listitem')).toHaveLength(1))
    expect(screen.getByText('Гость 23')).toBeInTheDocument()
  })

  it('an empty outbox says what fills it', async () => {
    await open()
    expect(await screen.findByText('Напоминаний ещё не отправляли')).toBeInTheDocument()
    expect(screen.getByText(/Включите «Объявить заранее»/)).toBeInTheDocument()
  })

  it('a backend without it (404): the notice, and the index row marked, not a link', async () => {
    server.use(http.get(`${API}/admin/notifications`, notFound))
    const view = await open()
    expect(await screen.findByText('Отправленные напоминания недоступны')).toBeInTheDocument()
    view.unmount()
    await renderAdmin('/demo/admin', () => <DashboardScreen />)
    const nav = await screen.findByRole('navigation', { name: 'Разделы' })
    expect(await within(nav).findByText('сервер не отправляет напоминания')).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: /Отправленные напоминания/ })).toBeNull()
  })
})
