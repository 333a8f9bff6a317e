import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { HomeFirstPaint } from '@/features/hub/home/home-first-paint'
import { banners, button, categories } from './fixtures'

/**
 * Home as it first paints, before the app's code has run (issue 29, app/first-paint.tsx): the same
 * parts as Home, from the early reads (named in Russian until the app runs). Compare with Hub/Screens/Home:
 * nothing may move when the app takes the screen over.
 */
const meta = {
  title: 'Hub/Screens/Home first paint',
  component: HomeFirstPaint,
  args: {
    categories: Object.values(categories),
    banners,
    button: button({ id: 1, text: 'Написать куратору', isToMain: true }),
    onLink: fn(),
  },
} satisfies Meta<typeof HomeFirstPaint>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true')
    // Every category draws as the card it will be, and the floating button in its colours.
    for (const { title } of Object.values(categories)) await expect(canvas.getByText(title)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Написать куратору' })).toHaveStyle({ backgroundColor: 'rgb(36, 129, 204)' })
  },
}

/** A link that leaves the hub opens within the tap, before the app runs (the floating button's site). */
export const OpensALinkWithinTheTap: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Написать куратору' }))
    await expect(args.onLink).toHaveBeenCalledWith([expect.objectContaining({ externalUrl: 'https://kod-school.example' })])
  },
}

/** Only categories: no banner, no floating button. */
export const CategoriesOnly: Story = {
  args: { banners: [], button: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Написать куратору' })).toBeNull()
  },
}

/** The dark theme on a phone. */
export const DarkOnPhone: Story = {
  globals: { theme: 'dark', platform: 'ios' },
}
