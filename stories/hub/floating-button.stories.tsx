import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { FloatingButton, FloatingButtonView } from '@/features/hub/floating-button/floating-button'
import { emptyApi, delayedForever, failing, mockApi } from '../support/mock-api'
import { button, external } from './fixtures'
import { stubWindowOpen } from './play-helpers'

const meta = {
  title: 'Hub/Parts/FloatingButton',
  component: FloatingButtonView,
  args: {
    button: button({
      id: 1,
      text: 'Написать куратору',
      background: '#2481cc',
      color: '#ffffff',
      links: [external('https://t.me/kod_curator')],
    }),
  },
  beforeEach: stubWindowOpen,
} satisfies Meta<typeof FloatingButtonView>

export default meta
type Story = StoryObj<typeof meta>

/** Fixed at the bottom, in the admin's colours, opening its first link. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const floating = await within(canvasElement).findByRole('button', { name: 'Написать куратору' })
    await expect(floating).toHaveStyle({ backgroundColor: 'rgb(36, 129, 204)', color: 'rgb(255, 255, 255)' })
    const bar = floating.parentElement!
    await expect(getComputedStyle(bar).position).toBe('fixed')
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight)
    await userEvent.click(floating)
    // Opened within the tap (issue 29: no await between the tap and window.open).
    await expect(window.open).toHaveBeenCalledWith('https://t.me/kod_curator', '_blank', 'noopener')
  },
}

export const DarkText: Story = {
  args: { button: button({ id: 2, text: 'Посмотреть расписание', background: '#ffd60a', color: '#000000' }) },
}

/** Low contrast (white on light green) shows as the admin configured it: the admin form warns, the hub does not swap. */
export const LowContrastAsConfigured: Story = {
  args: { button: button({ id: 3, text: 'Записаться на курс', background: '#34c759', color: '#ffffff' }) },
  // The low contrast is the admin's data, shown on purpose: the a11y check would only restate the admin form's warning.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button')).toHaveStyle({ color: 'rgb(255, 255, 255)' })
  },
}

/** Through the mock API: the first active button with isToMain. */
export const FromApi: Story = {
  render: () => <FloatingButton />,
  parameters: { signedInAs: 2, msw: mockApi() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Написать куратору' })).toBeVisible()
  },
}

/** No active isToMain button: nothing shows. */
export const FromApiEmpty: Story = {
  render: () => <FloatingButton />,
  parameters: {
    signedInAs: 2,
    msw: emptyApi('buttons'),
  },
}

export const FromApiLoading: Story = {
  render: () => <FloatingButton />,
  parameters: { signedInAs: 2, msw: { handlers: [delayedForever()] } },
}

export const FromApiError: Story = {
  render: () => <FloatingButton />,
  parameters: { signedInAs: 2, msw: { handlers: [failing(500)] } },
}
