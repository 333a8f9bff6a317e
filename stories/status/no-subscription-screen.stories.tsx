import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { NoSubscriptionScreen } from '@/features/status/no-subscription-screen'

const meta = {
  title: 'Status/NoSubscriptionScreen',
  component: NoSubscriptionScreen,
  args: {
    channelUrl: 'https://t.me/club_channel',
    onCheckAgain: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    stillMissing: false,
  },
  parameters: { appKey: 'club', route: '/club/no-subscription' },
} satisfies Meta<typeof NoSubscriptionScreen>

export default meta
type Story = StoryObj<typeof meta>

export const WithChannel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Подписаться на канал' })).toBeVisible()
    const checkAgain = await canvas.findByRole('button', { name: 'Я подписался, проверить' })
    await userEvent.click(checkAgain)
    await expect(args.onCheckAgain).toHaveBeenCalledOnce()
    await expect(checkAgain).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(checkAgain).not.toHaveAttribute('aria-busy'))
  },
}

export const StillMissing: Story = {
  args: { stillMissing: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Подписка пока не найдена')
  },
}

/** The hub names no channel: only "check again" remains. */
export const WithoutChannel: Story = {
  args: { channelUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Подписаться на канал' })).toBeNull()
  },
}

/** A test hidden from the sidebar (the Language switch shows any story in English): the English texts load and show. */
export const InEnglish: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Subscribe to the channel' })).toBeVisible()
  },
}
