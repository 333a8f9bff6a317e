import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { failingHandler, mockApi, mockApiWith, refusing, savingHandler } from '../support/mock-api'
import { adminParameters, desktop, phone, withAdminChrome } from './admin-story'

const meta = {
  title: 'Admin/Materials/Form',
  component: MaterialCreateScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/materials/create', msw: mockApi() },
} satisfies Meta<typeof MaterialCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: /Иконка/ })).toBeChecked()
    await expect(canvas.getByRole('complementary', { name: 'Как увидят посетители' })).toHaveTextContent('Название материала')
  },
}

export const Filled: Story = {
  render: () => <MaterialEditScreen id={1} />,
  parameters: { route: '/demo/admin/materials/edit/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = await canvas.findByRole('textbox', { name: /Название/ })
    await expect(title).not.toHaveValue('')
    await userEvent.type(title, ' 2.0')
    await expect(canvas.getByRole('complementary', { name: 'Как увидят посетители' })).toHaveTextContent(/2\.0/)
  },
}

export const ClientErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить ссылку' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Адрес' }), 'javascript:alert(1)')
    await userEvent.click(canvas.getByRole('button', { name: 'Создать материал' }))
    const summary = await canvas.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    await expect(within(summary).getByRole('link', { name: 'Название: Обязательное поле' })).toBeVisible()
    await expect(within(summary).getByRole('link', { name: /Адрес: Подходят только ссылки http, https и tg/ })).toBeVisible()
  },
}

export const ServerErrors: Story = {
  parameters: {
    msw: mockApiWith([refusing('post', '/admin/materials', { title: ['Title is taken'], 'links.0.external_url': ['Invalid url'] })]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /Название/ }), 'Курс')
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить ссылку' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Адрес' }), 'https://example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Создать материал' }))
    const summary = await canvas.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    await expect(within(summary).getByRole('link', { name: 'Адрес: Адрес введён с ошибкой' })).toBeVisible()
  },
}

/** A 5xx on save: not "fix the errors in the form" (there are none) but "could not save" and why, values kept. */
export const ServerFailedOnSave: Story = {
  render: () => <MaterialEditScreen id={1} />,
  parameters: { route: '/demo/admin/materials/edit/1', msw: mockApiWith([failingHandler('put', '/admin/materials/:id')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = await canvas.findByRole('textbox', { name: /Название/ })
    await userEvent.type(title, '!')
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    const alert = await canvas.findByRole('alert', { name: 'Не удалось сохранить' })
    await expect(alert).toHaveTextContent('Сервер ответил с ошибкой. Мы уже разбираемся.')
    await expect(canvas.queryByText('Исправьте ошибки в форме')).not.toBeInTheDocument()
    await expect(title).toHaveValue('Основы JavaScript!')
  },
}

/** The material is gone (deleted, or a wrong id): a plain not-found state and the way back, no Retry. */
export const NotFound: Story = {
  render: () => <MaterialEditScreen id={999} />,
  parameters: { route: '/demo/admin/materials/edit/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = await canvas.findByRole('region', { name: 'Такой записи нет' })
    await expect(within(state).getByRole('link', { name: 'К списку: Материалы' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument()
  },
}

export const Saving: Story = {
  parameters: { msw: mockApiWith([savingHandler('post', '/admin/materials')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /Название/ }), 'Курс')
    const save = canvas.getByRole('button', { name: 'Создать материал' })
    await userEvent.click(save)
    await expect(await canvas.findByRole('button', { name: 'Создать материал', busy: true })).toBeDisabled()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
export const Phone: Story = { ...Empty, tags: ['!dev', '!autodocs'], globals: phone }
export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: desktop }
export const ServerFailedOnSavePhone: Story = { ...ServerFailedOnSave, tags: ['!dev', '!autodocs'], globals: phone }
export const ServerFailedOnSaveDesktop: Story = { ...ServerFailedOnSave, tags: ['!dev', '!autodocs'], globals: desktop }
export const NotFoundPhone: Story = { ...NotFound, tags: ['!dev', '!autodocs'], globals: phone }
export const NotFoundDesktop: Story = { ...NotFound, tags: ['!dev', '!autodocs'], globals: desktop }

/** Leaving a changed form asks first (in Telegram, closing the mini app asks too). */
export const UnsavedChanges: Story = {
  render: () => <MaterialEditScreen id={1} />,
  parameters: { route: '/demo/admin/materials/edit/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /Название/ }), ' 2.0')
    await userEvent.click(canvas.getByRole('link', { name: /Материалы/ }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Уйти без сохранения?' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Остаться' })).toBeVisible())
  },
}
