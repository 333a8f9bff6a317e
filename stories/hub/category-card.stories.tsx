import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CategoryCard } from '@/parts/cards/category-card'
import { categories } from './fixtures'

const meta = {
  title: 'Hub/Categories/CategoryCard',
  component: CategoryCard,
  args: { category: categories.smallBg, onOpen: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof CategoryCard>

export default meta
type Story = StoryObj<typeof meta>

/** small_bg: image under a dark overlay, at least 100 px tall. */
export const SmallBg: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: /Курсы/ })
    await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(100)
    await userEvent.click(card)
    await expect(args.onOpen).toHaveBeenCalled()
  },
}

/** large_bg: the same, at least 200 px tall. */
export const LargeBg: Story = {
  args: { category: categories.largeBg },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /Сообщество/ })
    await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(200)
  },
}

export const NoBg: Story = { args: { category: categories.noBg } }

export const NoBgWithoutIcon: Story = { args: { category: categories.plainNoIcon } }

export const Image: Story = { args: { category: categories.image } }

export const Video: Story = { args: { category: categories.video } }

export const VideoNoBg: Story = { args: { category: categories.videoNoBg } }

export const NotTappable: Story = { args: { category: categories.noBg, onOpen: undefined } }

export const Dark: Story = { args: { category: categories.noBg }, globals: { theme: 'dark' } }

export const DarkLargeBg: Story = { args: { category: categories.largeBg }, globals: { theme: 'dark' } }
