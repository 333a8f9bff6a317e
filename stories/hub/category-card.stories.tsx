import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { ComponentProps } from 'react'
import { categoryDisplayType, roadType, type Category } from '@/api/contract/categories'
import { CategoryCard } from '@/parts/cards/category-card'
import { selectOf } from '../support/controls'
import { categories } from './fixtures'

type CardArgs = ComponentProps<typeof CategoryCard> & { displayType?: Category['displayType']; roadType?: Category['roadType'] }

const meta = {
  title: 'Hub/Parts/CategoryCard',
  component: CategoryCard,
  args: { category: categories.smallBg, onOpen: fn() },
  argTypes: {
    displayType: selectOf(categoryDisplayType.options, 'Overrides the category’s display type'),
    roadType: selectOf(roadType.options, 'Overrides the category’s road type'),
  },
  render: ({ displayType, roadType: road, category, ...args }) => (
    <CategoryCard {...args} category={{ ...category, ...(displayType && { displayType }), ...(road && { roadType: road }) }} />
  ),
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<CardArgs>

export default meta
type Story = StoryObj<typeof meta>

/** small_bg: image under a dark overlay, at least 100 px tall. */
export const SmallBg: Story = {
  play: async ({ canvasElement, args }) => {
    const card = await within(canvasElement).findByRole('button', { name: /Курсы/ })
    await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(100)
    await userEvent.click(card)
    await expect(args.onOpen).toHaveBeenCalled()
  },
}

/** large_bg: the same, at least 200 px tall. */
export const LargeBg: Story = {
  args: { category: categories.largeBg },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('button', { name: /Сообщество/ })
    await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(200)
  },
}

export const NoBg: Story = { args: { category: categories.noBg } }

export const NoBgWithoutIcon: Story = { args: { category: categories.plainNoIcon } }

export const Image: Story = { args: { category: categories.image } }

export const Video: Story = { args: { category: categories.video } }

export const VideoNoBg: Story = { args: { category: categories.videoNoBg } }

export const NotTappable: Story = { args: { category: categories.noBg, onOpen: undefined } }
