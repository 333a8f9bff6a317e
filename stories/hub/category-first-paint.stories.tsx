import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { CategoryFirstPaint } from '@/features/hub/category/category-first-paint'
import { FirstPaintBack } from '@/features/hub/first-paint-back'
import { categories, category, materials, sections, seedFile } from './fixtures'

/**
 * A category opened as the first screen (its path, or a deep link), as it first paints before the
 * app's code has run (issue 29, app/first-paint.tsx). Compare with Hub/Screens/Category: the header,
 * a material category's cards and the subcategories are drawn as they will stay.
 */
const meta = {
  title: 'Hub/Screens/Category first paint',
  component: CategoryFirstPaint,
  args: {
    back: <FirstPaintBack />,
    onLink: fn(),
    category: {
      ...categories.largeBg,
      subcategories: [
        category({ id: 11, title: 'Чаты и форум', roadType: 'section', icon: seedFile('icon-chat', 'icon'), sections }),
        categories.privateLink,
        { ...categories.video, locked: true },
      ],
    },
  },
} satisfies Meta<typeof CategoryFirstPaint>

export default meta
type Story = StoryObj<typeof meta>

/** Road type subcategories: the header card over its picture, and the subcategories, closed. */
export const Subcategories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Сообщество' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Чаты и форум/ })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByRole('img', { name: 'Только для участников канала' })).toBeVisible()
    // Outside Telegram, the back control a plain browser shows, in place.
    await expect(canvas.getByRole('button', { name: 'Назад' })).toBeVisible()
  },
}

/** Road type material: the header and the materials' cards. */
export const Materials: Story = {
  args: {
    category: { ...categories.smallBg, materials: Object.values(materials) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const { title } of Object.values(materials)) await expect(canvas.getByText(title)).toBeVisible()
  },
}

/** The dark theme on a phone. */
export const DarkOnPhone: Story = {
  globals: { theme: 'dark', platform: 'ios' },
}
