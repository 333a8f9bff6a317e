import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminIndexScreen } from '@/features/admin/index/admin-index-screen'
import { delayedForever, mockApi } from '../support/mock-api'
import { adminParameters, desktop, phone, withAdminChrome } from './admin-story'

const meta = {
  title: 'Admin/Index',
  component: AdminIndexScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin', msw: mockApi() },
} satisfies Meta<typeof AdminIndexScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await canvas.findByRole('navigation', { name: 'Разделы' })
    const materials = await within(nav).findByRole('link', { name: /Материалы\s*12/ })
    await expect(materials).toHaveAttribute('href', '/demo/admin/materials')
    await expect(within(nav).getAllByRole('link')).toHaveLength(9)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [delayedForever()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('main')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: phone }
export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: desktop }
