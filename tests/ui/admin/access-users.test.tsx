import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { AccessUserCreateScreen } from '@/features/admin/access-users/access-user-create-screen'
import { AccessUsersListScreen } from '@/features/admin/access-users/access-users-list-screen'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { serveSharedMockApi } from '../support/mock-api-server'
import { chooseRowAction, rowAction } from '../support/row-menu'
import { renderAdmin, seedWith } from './admin-harness'

const createdAt = '2026-01-01T00:00:00.000Z'
const { api } = serveSharedMockApi(
  seedWith((data) => {
    data.apps.demo!.admins.push({
      id: 101,
      telegramId: 2002,
      name: 'Борис Орлов',
      username: 'boris',
      email: null,
      role: 'owner',
      createdAt,
    })
  }),
)

function List() {
  const [search, setSearch] = useState<ListSearch>({})
  return <AccessUsersListScreen search={search} onSearchChange={setSearch} />
}
const open = () => renderAdmin('/demo/admin/access-users', () => <List />)

describe('access users', { timeout: 60_000 }, () => {
  it("one's own access cannot be removed: the button is disabled and the row says why", async () => {
    await open()
    expect(await screen.findByText('Борис Орлов')).toBeInTheDocument()
    const user = userEvent.setup()
    const own = await rowAction(user, 'Анна Смирнова', 'Удалить')
    expect(own).toBeDisabled()
    expect(own).toHaveTextContent(/Свой доступ удалить нельзя/)
    await user.keyboard('{Escape}')
    expect(await rowAction(user, 'Борис Орлов', 'Удалить')).toBeEnabled()
  })

  it('another admin can be removed; then the last admin (oneself) cannot, and the screen says so', async () => {
    const user = userEvent.setup()
    await open()
    await chooseRowAction(user, 'Борис Орлов', 'Удалить')
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }))
    await waitFor(() => expect(screen.queryByText('Борис Орлов')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Действия: «/ })).toHaveLength(1))
    expect(await rowAction(user, 'Анна Смирнова', 'Удалить')).toHaveTextContent(/Последнего администратора удалить нельзя/)
  })

  describe('the form', () => {
    const field = (name: RegExp) => screen.getByRole('textbox', { name })

    it("refuses a username against Telegram's rule and a negative id, each with a clear message on its field", async () => {
      const user = userEvent.setup()
      await renderAdmin('/demo/admin/access-users/create', () => <AccessUserCreateScreen />)
      await user.type(await screen.findByRole('textbox', { name: /Telegram id/ }), '-5')
      await user.type(field(/Имя/), 'X')
      await user.type(field(/Ник в Telegram/), '@ivan qa!<b>')
      await user.click(screen.getByRole('button', { name: 'Дать доступ' }))
      await waitFor(() => expect(field(/Telegram id/)).toHaveAccessibleDescription(/ID в Telegram — целое положительное число/))
      expect(field(/Ник в Telegram/)).toHaveAccessibleDescription(/Ник в Telegram — от 5 до 32 латинских букв, цифр и _/)
      expect(screen.queryByText(/Too small|Invalid input/)).not.toBeInTheDocument()
    })

    it('saves a username typed with @ without it', async () => {
      const user = userEvent.setup()
      await renderAdmin('/demo/admin/access-users/create', () => <AccessUserCreateScreen />)
      await user.type(await screen.findByRole('textbox', { name: /Telegram id/ }), '4004')
      await user.type(field(/Имя/), 'Иван QA')
      await user.type(field(/Ник в Telegram/), '@ivan_qa')
      await user.click(screen.getByRole('button', { name: 'Дать доступ' }))
      const stored = () => api.store.read((data) => data.apps.demo!.admins.find((admin) => admin.telegramId === 4004)?.username)
      await waitFor(async () => expect(await stored()).toBe('ivan_qa'))
    })
  })
})
