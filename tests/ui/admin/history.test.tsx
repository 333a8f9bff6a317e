import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEV_BOT_TOKEN, issueToken } from '@mock-api/auth'
import { HistoryScreen } from '@/features/admin/history/history-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

const server = serveMockApi()

const adminHeaders = async () => ({
  'X-App-Key': 'demo',
  Authorization: `Bearer ${await issueToken({ sub: 1, app: 'demo' }, DEV_BOT_TOKEN, new Date())}`,
})

describe('history', { timeout: 60_000 }, () => {
  it('shows a saved change field by field and restores the version before it', async () => {
    const user = userEvent.setup()
    const edit = await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    const title = await screen.findByRole('textbox', { name: /Название/ })
    const old = (title as HTMLInputElement).value
    await user.clear(title)
    await user.type(title, 'Новое название')
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await screen.findByRole('heading', { name: 'Elsewhere' })
    edit.unmount()

    await renderAdmin('/demo/admin/history', () => (
      <HistoryScreen search={{ resource: 'materials', record: 1 }} onSearchChange={() => undefined} />
    ))
    const list = await screen.findByRole('list', { name: 'Изменения, сначала новые' })
    const entry = within(list).getAllByRole('article')[0]!
    expect(within(entry).getByRole('heading')).toHaveTextContent('Материал «Новое название» · изменён · Анна Смирнова')
    expect(within(list).getByRole('heading', { level: 3, name: 'Сегодня' })).toBeInTheDocument()
    const row = within(entry).getByRole('row', { name: /Название/ })
    expect(row).toHaveTextContent(`«${old}»`)
    expect(row).toHaveTextContent('«Новое название»')
    await user.click(within(entry).getByRole('button', { name: 'Вернуть как было до этого изменения' }))
    await user.click(await screen.findByRole('button', { name: 'Вернуть' }))
    expect(await screen.findByText('Версия возвращена')).toBeInTheDocument()
    expect(await within(list).findByRole('heading', { name: /^Материал «.+» · восстановлен · Анна Смирнова$/ })).toBeInTheDocument()
  })

  it('filters by a record picked by its name, never a number to type', async () => {
    const user = userEvent.setup()
    const changes: unknown[] = []
    await renderAdmin('/demo/admin/history', () => (
      <HistoryScreen search={{ resource: 'materials' }} onSearchChange={(next) => changes.push(next)} />
    ))
    const picker = await screen.findByRole('combobox', { name: 'Запись' })
    await within(picker).findByRole('option', { name: 'Основы JavaScript' })
    expect(screen.queryByRole('textbox', { name: /Номер/ })).toBeNull()
    await user.selectOptions(picker, 'Основы JavaScript')
    expect(changes.at(-1)).toMatchObject({ resource: 'materials', record: 1 })
  })

  it('shows a statistics reset with what it forgot, and offers no restore for it', async () => {
    const reset = await fetch(`${API}/admin/stats`, { method: 'DELETE', headers: await adminHeaders() })
    expect(reset.status).toBe(204)
    await renderAdmin('/demo/admin/history', () => <HistoryScreen search={{ resource: 'stats' }} onSearchChange={() => undefined} />)
    const list = await screen.findByRole('list', { name: 'Изменения, сначала новые' })
    const [entry] = within(list).getAllByRole('article')
    expect(within(entry!).getByRole('heading')).toHaveTextContent('Статистика · удалена · Анна Смирнова')
    expect(within(entry!).getByRole('row', { name: /Дней со счётчиками/ })).toHaveTextContent('28')
    expect(within(entry!).queryByRole('button', { name: 'Вернуть эту версию' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Номер записи' })).not.toBeInTheDocument()
  })

  it('names an admin no longer listed in the admin filter as the history wrote them, never a bare number', async () => {
    const reset = await fetch(`${API}/admin/stats`, { method: 'DELETE', headers: await adminHeaders() })
    expect(reset.status).toBe(204)
    // Anna (id 1) wrote it, and has since been removed from the hub's admins.
    server.use(http.get(`${API}/admin/admins`, () => HttpResponse.json({ data: [], meta: { total: 0, offset: 0, limit: 100 } })))
    const { unmount } = await renderAdmin('/demo/admin/history', () => (
      <HistoryScreen search={{ user: 1 }} onSearchChange={() => undefined} />
    ))
    const filter = await screen.findByRole('combobox', { name: 'Кто' })
    expect(
      await within(filter).findByRole('option', { name: 'Анна Смирнова (больше не администратор)', selected: true }),
    ).toBeInTheDocument()
    unmount()
    await renderAdmin('/demo/admin/history', () => <HistoryScreen search={{ user: 999 }} onSearchChange={() => undefined} />)
    const unknown = await screen.findByRole('combobox', { name: 'Кто' })
    expect(await within(unknown).findByRole('option', { name: 'Бывший администратор, id 999', selected: true })).toBeInTheDocument()
  })

  it('says in a line that a backend without the audit log has no history', async () => {
    server.use(http.get(`${API}/admin/audit-log`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })))
    await renderAdmin('/demo/admin/history', () => <HistoryScreen search={{}} onSearchChange={() => undefined} />)
    expect(await screen.findByText(/История изменений недоступна/)).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Фильтры' })).not.toBeInTheDocument()
  })
})
