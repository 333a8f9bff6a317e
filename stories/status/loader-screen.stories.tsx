import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoaderScreen } from '@/features/status/loader-screen'

const meta = {
  title: 'Status/LoaderScreen',
  component: LoaderScreen,
} satisfies Meta<typeof LoaderScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Загружаем приложение' })).toBeInTheDocument()
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible()
    await expect(document.documentElement).toHaveClass('dark')
  },
}

export const English: Story = {
  parameters: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the app' })).toBeInTheDocument()
  },
}
