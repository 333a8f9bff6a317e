import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { align } from '@/api/contract/common'
import { CategoryHeader } from '@/features/hub/category/category-header'
import { selectOf } from '../support/controls'
import { categories } from './fixtures'

type HeaderArgs = ComponentProps<typeof CategoryHeader> & { descriptionAlign?: 'left' | 'center' }

const meta = {
  title: 'Hub/Parts/CategoryHeader',
  component: CategoryHeader,
  args: { category: categories.largeBg, card: true },
  argTypes: { descriptionAlign: selectOf(align.options, 'Overrides the description’s alignment') },
  render: ({ descriptionAlign, category, ...args }) => (
    <CategoryHeader {...args} category={{ ...category, ...(descriptionAlign && { descriptionAlign }) }} />
  ),
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<HeaderArgs>

export default meta
type Story = StoryObj<typeof meta>

/** The subcategories header card: image, title, centred description. */
export const CardCentred: Story = {}

export const PlainLeft: Story = { args: { category: categories.smallBg, card: false } }
