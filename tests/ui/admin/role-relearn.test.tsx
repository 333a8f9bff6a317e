import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { HistoryScreen } from '@/features/admin/history/history-screen'
import { ROLE_RELEARN_GAP_MS } from '@/features/admin/parts/role-check/relearn-role'
import { serveFreshMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/**
 * Issue 28's leftovers: a role raised (or lowered) while the admin works shows without a new sign-in:
 * coming back to the window, or opening the index, signs in again (POST /auth answers the role).
 */
const { api, server } = serveFreshMockApi()
/** Admin 1's role as the server keeps it now. */
const serverRole = (role: AdminRoleName) =>
  api().store.write((data) => {
    data.apps.demo!.admins[0]!.role = role
  })
/** Time goes on past the gap (a page loaded, or a check made, longer ago than that). */
const later = () => vi.setSystemTime(Date.now() + ROLE_RELEARN_GAP_MS + 1000)
/** Counts POST /auth as the mock answers it. */
function countSignIns() {
  let count = 0
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/auth')) count += 1
  })
  return () => count
}
const categories = () => <CategoryListScreen search={{}} onSearchChange={() => undefined} />

beforeEach(() => {
  // Only Date: the page's age and the gap between checks; the tests' waits keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  server.events.removeAllListeners()
})

describe('a role changed while the admin works (issue 28)', { timeout: 60_000 }, () => {
  it('a raised role is picked up when the window regains focus: the reorder arrives, a notice says why', async () => {
    await serverRole('editor')
    await renderAdmin('/demo/admin/category', categories, { role: 'analyst', launchData: true })
    await screen.findByRole('list', { name: 'Категории главной' })
    expect(screen.queryByRole('button', { name: 'Порядок' })).not.toBeInTheDocument()
    later()
    // The come-back listeners load after the screen (role-check): come back until they answer.
    await waitFor(() => {
      act(() => void window.dispatchEvent(new Event('focus')))
      expect(screen.getByRole('button', { name: 'Порядок' })).toBeInTheDocument()
    })
    expect(await screen.findByText(/Ваша роль в этом хабе теперь — Редактор/)).toBeInTheDocument()
    expect(screen.queryByText(/Только просмотр/)).not.toBeInTheDocument()
  })

  it('a lowered role is picked up when the page is visible again, before any refused call', async () => {
    await serverRole('analyst')
    await renderAdmin('/demo/admin/category', categories, { role: 'editor', launchData: true })
    expect(await screen.findByRole('button', { name: 'Порядок' })).toBeInTheDocument()
    later()
    await waitFor(() => {
      act(() => void document.dispatchEvent(new Event('visibilitychange')))
      expect(screen.getByText(/Только просмотр: ваша роль — аналитик/)).toBeInTheDocument()
    })
    expect(screen.queryByRole('button', { name: 'Порядок' })).not.toBeInTheDocument()
  })

  it('a page just loaded asks nothing: the start-up has just signed in', async () => {
    await serverRole('owner')
    const signIns = countSignIns()
    // A second after the page loaded, however long the test run before this took.
    vi.setSystemTime(performance.timeOrigin + 1000)
    await renderAdmin('/demo/admin', () => <DashboardScreen />, { role: 'editor', launchData: true })
    expect(await screen.findByText('Ваша роль: Редактор')).toBeInTheDocument()
    act(() => void window.dispatchEvent(new Event('focus')))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(signIns()).toBe(0)
    expect(screen.getByText('Ваша роль: Редактор')).toBeInTheDocument()
  })

  it('the index asks as it opens; comings back within the gap ask nothing more', async () => {
    await serverRole('owner')
    const signIns = countSignIns()
    later()
    await renderAdmin('/demo/admin', () => <DashboardScreen />, { role: 'editor', launchData: true })
    expect(await screen.findByText('Ваша роль: Владелец')).toBeInTheDocument()
    expect(await screen.findByText(/Ваша роль в этом хабе теперь — Владелец/)).toBeInTheDocument()
    expect(signIns()).toBe(1)
    act(() => void window.dispatchEvent(new Event('focus')))
    act(() => void window.dispatchEvent(new Event('focus')))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(signIns()).toBe(1)
  })

  it('a raised role reads again what the old one was refused: History names the admins to filter by', async () => {
    await serverRole('editor')
    await renderAdmin('/demo/admin/history', () => <HistoryScreen search={{}} onSearchChange={() => undefined} />, {
      role: 'editor',
      launchData: true,
    })
    const byAdmin = await screen.findByRole('combobox', { name: 'Кто' })
    // The access users are an owner's to read: an editor's filter offers everyone only.
    await waitFor(() => expect(within(byAdmin).getAllByRole('option')).toHaveLength(1))
    await serverRole('owner')
    later()
    await waitFor(() => {
      act(() => void window.dispatchEvent(new Event('focus')))
      expect(within(byAdmin).getByRole('option', { name: 'Анна Смирнова' })).toBeInTheDocument()
    })
  })

  it('a failed sign-in changes nothing', async () => {
    await serverRole('editor')
    server.use(http.post(`${API}/auth`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })))
    await renderAdmin('/demo/admin/category', categories, { role: 'analyst', launchData: true })
    await screen.findByRole('list', { name: 'Категории главной' })
    later()
    act(() => void window.dispatchEvent(new Event('focus')))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText(/Только просмотр: ваша роль — аналитик/)).toBeInTheDocument()
  })
})
