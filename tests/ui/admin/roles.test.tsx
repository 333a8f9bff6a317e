import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { AccessUserCreateScreen } from '@/features/admin/access-users/access-user-create-screen'
import { AccessUserEditScreen } from '@/features/admin/access-users/access-user-edit-screen'
import { AccessUsersListScreen } from '@/features/admin/access-users/access-users-list-screen'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import type { Data } from '@mock-api/store/store'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin, seedWith } from './admin-harness'

const createdAt = '2026-01-01T00:00:00.000Z'
/** The demo hub with Boris (2002) an editor beside admin 1, the signed-in one. */
const seed = (): Data =>
  seedWith((data) => {
    data.apps.demo!.admins.push({
      id: 101,
      telegramId: 2002,
      name: 'Борис Орлов',
      username: 'boris',
      email: null,
      role: 'editor',
      createdAt,
    })
  })
const { api } = serveFreshMockApi(seed)
/** Admin 1's role as the server keeps it. */
const as = (role: AdminRoleName) =>
  api().store.write((data) => {
    data.apps.demo!.admins[0]!.role = role
  })

function withSearch(Screen: typeof MaterialsListScreen) {
  return function List() {
    const [search, setSearch] = useState<ListSearch>({})
    return <Screen search={search} onSearchChange={setSearch} />
  }
}
const materialId = () => api().store.read((data) => data.apps.demo!.materials[0]!.id)

describe('roles in the admin (issue 28)', { timeout: 60_000 }, () => {
  it("an editor's index shows the role and offers no access users, but the hub file", async () => {
    await as('editor')
    await renderAdmin('/demo/admin', () => <DashboardScreen />, { role: 'editor' })
    expect(await screen.findByText('Ваша роль: Редактор')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Разделы' })
    expect(within(nav).getByRole('link', { name: /Материалы/ })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: /Доступ/ })).not.toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: /Выгрузка и загрузка хаба/ })).toBeInTheDocument()
    // No refused count: the access users' list is not asked for.
    expect(screen.queryByText(/Не удалось узнать/)).not.toBeInTheDocument()
  })

  it("an analyst's list offers no create or delete, and their form opens read-only", async () => {
    await as('analyst')
    const List = withSearch(MaterialsListScreen)
    const view = await renderAdmin('/demo/admin/materials', () => <List />, { role: 'analyst' })
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(0)
    expect(screen.queryByRole('link', { name: 'Добавить' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Удалить/ })).not.toBeInTheDocument()
    view.unmount()
    const id = await materialId()
    await renderAdmin(`/demo/admin/materials/edit/${String(id)}`, () => <MaterialEditScreen id={id} />, { role: 'analyst' })
    expect(await screen.findByText(/Только просмотр: ваша роль — аналитик/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Название/ })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument()
  })

  it('a role lowered while the admin works takes effect at the next call: the screen says who may, a notice says why', async () => {
    await as('editor')
    // The session still believes it is an owner (signed in before the change).
    await renderAdmin('/demo/admin/access-users', withSearch(AccessUsersListScreen), { role: 'owner' })
    expect(await screen.findByText('Этот раздел — для роли «Владелец»')).toBeInTheDocument()
    expect(screen.getByText(/Ваша роль — редактор/)).toBeInTheDocument()
    expect(await screen.findByText(/Ваша роль в этом хабе теперь — Редактор/)).toBeInTheDocument()
  })

  it('an owner adds an admin by @username alone, in the role chosen', async () => {
    await as('owner')
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/access-users/create', () => <AccessUserCreateScreen />, { role: 'owner' })
    await user.type(await screen.findByRole('textbox', { name: /Ник в Telegram/ }), '@ivan_guest')
    await user.type(screen.getByRole('textbox', { name: /Имя/ }), 'Иван')
    await user.click(screen.getByRole('radio', { name: /Аналитик/ }))
    await user.click(screen.getByRole('button', { name: 'Дать доступ' }))
    await screen.findByRole('heading', { name: 'Elsewhere' })
    const added = await api().store.read((data) => data.apps.demo!.admins.find((admin) => admin.telegramId === 2))
    expect(added).toMatchObject({ username: 'ivan_guest', role: 'analyst' })
  })

  it('asks for a @username or an id when neither is given', async () => {
    await as('owner')
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/access-users/create', () => <AccessUserCreateScreen />, { role: 'owner' })
    await user.type(await screen.findByRole('textbox', { name: /Имя/ }), 'Никто')
    await user.click(screen.getByRole('button', { name: 'Дать доступ' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Ник в Telegram/ })).toHaveAccessibleDescription(
        /Укажите @имя пользователя или числовой ID в Telegram/,
      ),
    )
  })

  it("the last owner's demotion is refused on the role field", async () => {
    await as('owner')
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/access-users/edit/1', () => <AccessUserEditScreen id={1} />, { role: 'owner' })
    await user.click(await screen.findByRole('radio', { name: /Редактор/ }))
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    const group = await screen.findByRole('group', { name: /Что может делать/ })
    await waitFor(() => expect(group).toHaveTextContent(/последний владелец хаба/))
    expect(await api().store.read((data) => data.apps.demo!.admins[0]!.role)).toBe('owner')
  })

  it('an owner hands ownership over, confirmed, and becomes what they chose', async () => {
    await as('owner')
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/access-users/edit/101', () => <AccessUserEditScreen id={101} />, { role: 'owner' })
    const section = await screen.findByRole('region', { name: 'Передать владение' })
    await user.click(within(section).getByRole('radio', { name: /Аналитик/ }))
    await user.click(within(section).getByRole('button', { name: 'Передать владение' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Вы станете: аналитик')
    await user.click(within(dialog).getByRole('button', { name: 'Передать владение' }))
    await screen.findByRole('heading', { name: 'Elsewhere' })
    const roles = await api().store.read((data) => data.apps.demo!.admins.map((admin) => [admin.telegramId, admin.role]))
    expect(roles).toEqual([
      [1, 'analyst'],
      [2002, 'owner'],
    ])
  })

  it('a backend without roles: no role shown or asked, every admin an owner as before', async () => {
    await as('owner')
    await renderAdmin('/demo/admin', () => <DashboardScreen />)
    expect(await screen.findByRole('link', { name: /Доступ/ })).toBeInTheDocument()
    expect(screen.queryByText(/Ваша роль/)).not.toBeInTheDocument()
  })
})
