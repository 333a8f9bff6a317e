import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockApi } from '@mock-api/msw'
import { AccessUsersListScreen } from '@/features/admin/access-users/access-users-list-screen'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { renderAdmin, seedWith } from './admin-harness'

configure({ asyncUtilTimeout: 10_000 })

const createdAt = '2026-01-01T00:00:00.000Z'
const api = createMockApi({
  data: seedWith((data) => {
    data.apps.demo!.admins.push({ id: 101, telegramId: 2002, name: 'Борис Орлов', username: 'boris', email: null, createdAt })
  }),
})
const server = setupServer(...api.handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function List() {
  const [search, setSearch] = useState<ListSearch>({})
  return <AccessUsersListScreen search={search} onSearchChange={setSearch} />
}
const open = () => renderAdmin('/demo/admin/access-users', () => <List />)

describe('access users', { timeout: 60_000 }, () => {
  it('one\'s own access cannot be removed: the button is disabled and the row says why', async () => {
    await open()
    expect(await screen.findByText('Борис Орлов')).toBeInTheDocument()
    const own = screen.getByRole('button', { name: 'Удалить «Анна Смирнова»' })
    expect(own).toBeDisabled()
    expect(own).toHaveAccessibleDescription(/Свой доступ удалить нельзя/)
    expect(screen.getByRole('button', { name: 'Удалить «Борис Орлов»' })).toBeEnabled()
  })

  it('another admin can be removed; then the last admin (oneself) cannot, and the screen says so', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(await screen.findByRole('button', { name: 'Удалить «Борис Орлов»' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }))
    await waitFor(() => expect(screen.queryByText('Борис Орлов')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Удалить «Анна Смирнова»' })).toHaveAccessibleDescription(/Последнего администратора удалить нельзя/))
  })
})
