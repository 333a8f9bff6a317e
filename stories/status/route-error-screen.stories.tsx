import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RouteErrorScreen } from '@/features/status/route-error-screen'
import { mockApi } from '../support/mock-api'
import { outsideTelegram } from '../support/back-action'

/** What a route shows when its screen throws (issue 8 §1): the product's words, a retry, the way home. */
const meta = {
  title: 'Status/RouteErrorScreen',
  component: RouteErrorScreen,
  args: { reset: fn() },
  parameters: { route: '/demo/category/3', msw: mockApi() },
} satisfies Meta<typeof RouteErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

/** As inside Telegram, whose own back button is the way back: no back control on the screen. */
export const RetryAndWayHome: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/demo')
    await expect(canvas.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }))
    await expect(args.reset).toHaveBeenCalled()
  },
}

const back = fn()

/** In a plain browser: the back control in the header follows the back stack (fallback Home). */
export const OutsideTelegram: Story = {
  decorators: [outsideTelegram(back)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Назад' }))
    await expect(back).toHaveBeenCalled()
  },
}

/** A test hidden from the sidebar (the Language switch shows any story in English). */
export const InEnglish: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A test hidden from the sidebar (the Theme switch shows any story dark): axe in the dark theme. */
export const InDarkTheme: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'На главную' })).toBeVisible()
  },
}
