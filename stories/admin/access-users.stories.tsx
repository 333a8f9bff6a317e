import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AccessUserCreateScreen } from '@/features/admin/access-users/access-user-create-screen'
import { AccessUserEditScreen } from '@/features/admin/access-users/access-user-edit-screen'
import { AccessUsersListScreen } from '@/features/admin/access-users/access-users-list-screen'
import { mockApi, mockApiWith, savingHandler, seedWith } from '../support/mock-api'
import { errorStory, loadingStory, rowMenuButton, withSearchState } from './admin-story'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

const AccessUsers = withSearchState(AccessUsersListScreen)

const meta = {
  title: 'Admin/AccessUsers/Screens',
  component: AccessUsers,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/access-users', msw: mockApi() },
} satisfies Meta<typeof AccessUsers>

export default meta
type Story = StoryObj<typeof meta>

/** The demo seed has one admin (the signed-in user 1); these two more make the «own access» case. */
const withTwoMore = seedWith((data) => {
  const app = data.apps.demo!
  const createdAt = '2026-01-01T00:00:00.000Z'
  app.admins.push(
    { id: 101, telegramId: 2002, name: 'Борис Орлов', username: 'boris', email: null, role: 'owner', createdAt },
    { id: 102, telegramId: 3003, name: 'Вера Ким', username: null, email: 'vera@kod-school.example', role: 'owner', createdAt },
  )
})
const summary = (canvasElement: HTMLElement) => within(canvasElement).findByRole('alert', { name: 'Исправьте ошибки в форме' })

export const LastAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Анна Смирнова')).toBeVisible()
    // The row's menu says why its delete is off.
    await userEvent.click(await rowMenuButton(canvasElement, 'Анна Смирнова'))
    const menu = await within(document.body).findByRole('menu', { name: 'Действия: «Анна Смирнова»' })
    const remove = within(menu).getByRole('menuitem', { name: /^Удалить/ })
    await expect(remove).toBeDisabled()
    await expect(remove).toHaveTextContent(/Последнего администратора удалить нельзя/)
    await userEvent.keyboard('{Escape}')
  },
}

export const Filled: Story = {
  parameters: { msw: mockApi(withTwoMore) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Борис Орлов')).toBeVisible()
    await expect(canvas.getByText('Владелец · @boris · id 2002')).toBeVisible()
    // One's own access is explained, not refused after the fact.
    await userEvent.click(await rowMenuButton(canvasElement, 'Анна Смирнова'))
    const menu = await within(document.body).findByRole('menu', { name: 'Действия: «Анна Смирнова»' })
    await expect(within(menu).getByRole('menuitem', { name: /^Удалить/ })).toHaveTextContent(/Свой доступ удалить нельзя/)
    await userEvent.keyboard('{Escape}')
  },
}

// No Empty story: the signed-in admin is always on the list (without any admin, the screen answers 403).

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('Список не загрузился')

export const NoMatch: Story = {
  args: { initial: { q: 'нет такого' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ничего не найдено')).toBeVisible()
  },
}

export const FormEmpty: Story = {
  render: () => <AccessUserCreateScreen />,
  parameters: { route: '/demo/admin/access-users/create' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /^Telegram id/ })).toHaveValue('')
  },
}

export const FormValidation: Story = {
  render: () => <AccessUserCreateScreen />,
  parameters: { route: '/demo/admin/access-users/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Telegram id/ }), 'abc')
    await userEvent.click(canvas.getByRole('button', { name: 'Дать доступ' }))
    const errors = within(await summary(canvasElement))
    await expect(errors.getByRole('link', { name: 'Telegram id: ID в Telegram — целое положительное число' })).toBeVisible()
    await expect(errors.getByRole('link', { name: /^Имя: / })).toBeVisible()
  },
}

export const FormServer422: Story = {
  render: () => <AccessUserCreateScreen />,
  parameters: { route: '/demo/admin/access-users/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The real mock server refuses an id that is already an admin.
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Telegram id/ }), '1')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Имя/ }), 'Ещё раз Анна')
    await userEvent.click(canvas.getByRole('button', { name: 'Дать доступ' }))
    await expect(await summary(canvasElement)).toHaveTextContent('У этого пользователя уже есть доступ')
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Telegram id/ })).toHaveAttribute('aria-invalid', 'true'))
  },
}

export const FormSaving: Story = {
  render: () => <AccessUserCreateScreen />,
  parameters: {
    route: '/demo/admin/access-users/create',
    msw: mockApiWith([savingHandler('post', '/admin/admins')]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Telegram id/ }), '4004')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Имя/ }), 'Глеб')
    const save = canvas.getByRole('button', { name: 'Дать доступ' })
    await userEvent.click(save)
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'))
  },
}

export const FormOwnRecord: Story = {
  render: () => <AccessUserEditScreen id={1} />,
  parameters: { route: '/demo/admin/access-users/edit/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Это вы: сменив свой id, вы потеряете доступ/)).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: /^Telegram id/ })).not.toBeInTheDocument()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }

export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('desktop') }
