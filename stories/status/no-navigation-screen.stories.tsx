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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Навигация не найдена' })).toBeVisible()
    await expect(await canvas.findByText(/Откройте его заново из Telegram/)).toBeVisible()
  },
}

/** A test hidden from the sidebar (the Language switch shows any story in English): the English texts load and show. */
export const InEnglish: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Navigation not found' })).toBeVisible()
  },
}
