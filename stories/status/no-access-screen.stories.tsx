import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NoAccessScreen } from '@/features/status/no-access-screen'

const meta = {
  title: 'Status/NoAccessScreen',
  component: NoAccessScreen,
  args: { signedOut: false },
  parameters: { route: '/demo/admin' },
} satisfies Meta<typeof NoAccessScreen>

export default meta
type Story = StoryObj<typeof meta>

export const NotAnAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Нет доступа' })).toBeVisible()
    await expect(await canvas.findByText('Этот раздел доступен только администраторам.')).toBeVisible()
  },
}

export const SignedOut: Story = {
  args: { signedOut: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Не удалось войти через Telegram/)).toBeVisible()
  },
}
