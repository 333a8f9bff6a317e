import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NotFoundScreen } from '@/features/status/not-found-screen'

const meta = {
  title: 'Status/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { route: '/demo/not-found' },
} satisfies Meta<typeof NotFoundScreen>

export default meta
type Story = StoryObj<typeof meta>

export const WithLinkHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/demo')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'На главную' })).toBeVisible()
  },
}

export const English: Story = {
  parameters: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go home' })).toBeVisible()
  },
}
