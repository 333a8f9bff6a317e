import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AccessUserCreateScreen } from '@/features/admin/access-users/access-user-create-screen'
import { AccessUserEditScreen } from '@/features/admin/access-users/access-user-edit-screen'
import { AccessUsersListScreen } from '@/features/admin/access-users/access-users-list-screen'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import { mockApi } from '../support/mock-api'
import { adminParameters, desktop, dialogGone, phone, withAdminChrome, withSearchState } from './admin-story'
import { asRole, seedAsRole } from './roles-story'

/**
 * Issue 28: what each role sees. `parameters.role` is the session's role (POST /auth's answer); the
 * server's is the seed's (asRole sets both). Without a role (a backend without roles) see the other
 * admin stories: every admin an owner, as before.
 */
const meta = {
  title: 'Admin/Roles',
  component: DashboardScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin', ...asRole('owner') },
} satisfies Meta<typeof DashboardScreen>

export default meta
type Story = StoryObj<typeof meta>

const nav = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('navigation', { name: /Разделы|Sections/ }))

export const OwnerIndex: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ваша роль: Владелец')).toBeVisible()
    const links = await nav(canvasElement)
    await expect(await links.findByRole('link', { name: /Доступ/ })).toBeVisible()
    await expect(links.getByRole('link', { name: /Выгрузка и загрузка хаба/ })).toBeVisible()
  },
}

export const EditorIndex: Story = {
  parameters: asRole('editor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ваша роль: Редактор')).toBeVisible()
    const links = await nav(canvasElement)
    await expect(await links.findByRole('link', { name: /Выгрузка и загрузка хаба/ })).toBeVisible()
    await expect(links.queryByRole('link', { name: /Доступ/ })).toBeNull()
  },
}

export const AnalystIndex: Story = {
  parameters: asRole('analyst'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Только смотреть: статистика, история, логи/)).toBeVisible()
    const links = await nav(canvasElement)
    await expect(await links.findByRole('link', { name: /Материалы/ })).toBeVisible()
    await expect(links.queryByRole('link', { name: /Выгрузка и загрузка хаба/ })).toBeNull()
    await expect(links.queryByRole('link', { name: /Доступ/ })).toBeNull()
  },
}

export const EditorIndexEnglish: Story = {
  ...EditorIndex,
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your role: Editor')).toBeVisible()
    await expect((await nav(canvasElement)).queryByRole('link', { name: /Access/ })).toBeNull()
  },
}

const MaterialsList = withSearchState(MaterialsListScreen)

export const AnalystList: Story = {
  render: () => <MaterialsList />,
  parameters: { route: '/demo/admin/materials', ...asRole('analyst') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('link', { name: /./ })).length).toBeGreaterThan(0)
    await waitFor(() => expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy'))
    await expect(canvas.queryByRole('link', { name: 'Добавить' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Удалить/ })).toBeNull()
  },
}

export const EditorList: Story = {
  render: () => <MaterialsList />,
  parameters: { route: '/demo/admin/materials', ...asRole('editor') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Добавить' })).toBeVisible()
  },
}

export const AnalystForm: Story = {
  render: () => <MaterialEditScreen id={1} />,
  parameters: { route: '/demo/admin/materials/edit/1', ...asRole('analyst') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Только просмотр: ваша роль — аналитик, менять здесь может редактор/)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Название/ })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Сохранить' })).toBeNull()
  },
}

export const AnalystFormEnglish: Story = {
  ...AnalystForm,
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/View only: your role is analyst; an editor can change this/)).toBeVisible()
  },
}

const AccessUsers = withSearchState(AccessUsersListScreen)

/** Signed in as an owner, made an editor since: the next call is refused, the screen adapts and says why. */
export const RoleChangedWhileWorking: Story = {
  render: () => <AccessUsers />,
  parameters: { route: '/demo/admin/access-users', role: 'owner', msw: mockApi(seedAsRole('editor')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Этот раздел — для роли «Владелец»')).toBeVisible()
    await waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent(/Ваша роль в этом хабе теперь — Редактор/))
  },
}

export const RoleChangedWhileWorkingEnglish: Story = {
  ...RoleChangedWhileWorking,
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This section is for the Owner role')).toBeVisible()
    await waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent(/Your role in this hub is now Editor/))
  },
}

export const RoleField: Story = {
  render: () => <AccessUserCreateScreen />,
  parameters: { route: '/demo/admin/access-users/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('group', { name: /Что может делать/ })
    await expect(within(group).getByRole('radio', { name: /Редактор/ })).toBeChecked()
    await expect(within(group).getByText(/Только смотреть/)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Ник в Telegram/ })).toHaveAccessibleDescription(
      /подойдёт ник того, кто уже открывал хаб/,
    )
  },
}

export const LastOwnerRefused: Story = {
  render: () => <AccessUserEditScreen id={1} />,
  parameters: { route: '/demo/admin/access-users/edit/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The radio itself is drawn by its label (a segmented choice): press the label.
    await userEvent.click(await canvas.findByText('Аналитик'))
    await expect(canvas.getByRole('radio', { name: /Аналитик/ })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    const group = await canvas.findByRole('group', { name: /Что может делать/ })
    await waitFor(() => expect(group).toHaveTextContent(/последний владелец хаба/))
  },
}

const withBoris = seedAsRole('owner', (data) => {
  data.apps.demo!.admins.push({
    id: 101,
    telegramId: 2002,
    name: 'Борис Орлов',
    username: 'boris',
    email: null,
    role: 'editor',
    createdAt: '2026-01-01T00:00:00.000Z',
  })
})

export const HandOver: Story = {
  render: () => <AccessUserEditScreen id={101} />,
  parameters: { route: '/demo/admin/access-users/edit/101', msw: mockApi(withBoris) },
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Передать владение' }))
    await userEvent.click(section.getByRole('radio', { name: /Аналитик/ }))
    await userEvent.click(section.getByRole('button', { name: 'Передать владение' }))
    const dialog = await within(document.body).findByRole('dialog')
    await waitFor(() => expect(dialog).toHaveTextContent(/Вы станете: аналитик/))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }))
    await dialogGone()
  },
}

export const Dark: Story = { ...EditorIndex, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...AnalystForm, tags: ['!dev', '!autodocs'], globals: phone }

export const Desktop: Story = { ...EditorIndex, tags: ['!dev', '!autodocs'], globals: desktop }
