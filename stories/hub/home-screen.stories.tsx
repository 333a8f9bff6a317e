import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { HomeScreen } from '@/features/hub/home/home-screen'
import { emptyApi, delayedForever, failing, mockApi } from '../support/mock-api'
import { stubWindowOpen } from './play-helpers'

const meta = {
  title: 'Hub/Screens/Home',
  component: HomeScreen,
  parameters: { signedInAs: 2, route: '/demo', msw: mockApi() },
  beforeEach: stubWindowOpen,
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Разделы' })
    await expect(within(list).getAllByRole('button')).toHaveLength(7)
    await expect(await canvas.findByRole('list', { name: 'Баннеры' })).toBeVisible()
    const floating = await canvas.findByRole('button', { name: 'Написать куратору' })
    await expect(floating).toHaveStyle({ backgroundColor: 'rgb(36, 129, 204)', color: 'rgb(255, 255, 255)' })
    await expect(getComputedStyle(floating.parentElement!).position).toBe('fixed')
  },
}

/**
 * A test, not a state to review (hidden from the sidebar: the Theme switch shows any story dark):
 * the filled Home in the dark theme passes the accessibility check, contrast included.
 */
export const FilledInDarkTheme: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Разделы' })
    await expect(await within(canvasElement).findByRole('list', { name: 'Баннеры' })).toBeVisible()
    await expect(document.documentElement).toHaveClass('dark')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [delayedForever()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('main')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  parameters: {
    msw: emptyApi('categories', 'banners', 'buttons'),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Здесь пока пусто')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [failing(500)] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeEnabled()
  },
}

/** The 'С чего начать' category: road type link whose link is a popup; ends with the bottom sheet open. */
export const OpensPopupSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /С чего начать/ }))
    const sheet = await within(document.body).findByRole('dialog', { name: 'Добро пожаловать в «Код»!' })
    await expect(within(sheet).getByRole('link', { name: /YouTube/ })).toBeVisible()
  },
}

/** Road type video: ends with the video modal open. */
export const OpensVideo: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Знакомство со школой/ }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Знакомство со школой' })
    await waitFor(() => expect(dialog.querySelector('video')).toHaveAttribute('src', '/seed/intro.mp4'))
  },
}

/** A wide window (desktop browser): the hub is a centred column of phone-like width, not stretched. */
export const WideWindow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Разделы' })
    const main = canvas.getByRole('main').getBoundingClientRect()
    await expect(main.width).toBeLessThanOrEqual(480)
    await expect(Math.abs(main.left + main.width / 2 - 640)).toBeLessThanOrEqual(1)
  },
}
