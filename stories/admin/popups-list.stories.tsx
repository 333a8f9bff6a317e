import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PopupListScreen } from '@/features/admin/popups/popup-list-screen'
import { delayedForever, failing, mockApi, seedWith } from '../support/mock-api'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

const meta = {
  title: 'Admin/Popups/List',
  component: PopupListScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/popup', msw: mockApi() },
} satisfies Meta<typeof PopupListScreen>

export default meta
type Story = StoryObj<typeof meta>

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Попапы' })

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await list(canvasElement))
    await expect(rows.getByText('Приветствие новичков')).toBeVisible()
    await expect(rows.getByText('Тексты: 2 · кнопки: 3 · списки: 2')).toBeVisible()
    await expect(rows.getByRole('button', { name: 'Удалить «Курс по дизайну»' })).toBeEnabled()
  },
}

export const Empty: Story = {
  parameters: { msw: mockApi(seedWith((data) => { data.apps.demo!.popups = [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Попапов пока нет')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Новый попап' }).length).toBeGreaterThan(1)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [delayedForever()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('main')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [failing(500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Попапы не загрузились')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeEnabled()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }

export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('desktop') }
