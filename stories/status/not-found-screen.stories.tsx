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
    await expect(await canvas.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/demo')
  },
}

/** A test hidden from the sidebar (the Language switch shows any story in English): the English texts load and show. */
export const InEnglish: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Go home' })).toBeVisible()
  },
}
