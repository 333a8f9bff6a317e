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
    await expect(await within(canvasElement).findByRole('status', { name: 'Загружаем приложение' })).toBeInTheDocument()
    await expect(await within(canvasElement).findByRole('main')).toHaveAttribute('aria-busy', 'true')
  },
}

/** A test hidden from the sidebar (the Language switch shows any story in English): the English texts load and show. */
export const InEnglish: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the app' })).toBeInTheDocument()
  },
}
