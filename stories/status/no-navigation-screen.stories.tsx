import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NoNavigationScreen } from '@/features/status/no-navigation-screen'

const meta = {
  title: 'Status/NoNavigationScreen',
  component: NoNavigationScreen,
  parameters: { appKey: 'nowhere' },
} satisfies Meta<typeof NoNavigationScreen>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Навигация не найдена' })).toBeVisible()
    await expect(canvas.getByText(/Откройте его заново из Telegram/)).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Навигация не найдена' })).toBeVisible()
  },
}

export const English: Story = {
  parameters: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Navigation not found' })).toBeVisible()
  },
}
