import type { Meta, StoryObj } from '@storybook/react-vite'
import { CategoryHeader } from '@/features/hub/category/category-header'
import { categories } from './fixtures'

const meta = {
  title: 'Hub/Category/CategoryHeader',
  component: CategoryHeader,
  args: { category: categories.largeBg, card: true },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof CategoryHeader>

export default meta
type Story = StoryObj<typeof meta>

/** The subcategories header card: image, title, centred description. */
export const CardCentred: Story = {}

export const PlainLeft: Story = { args: { category: categories.smallBg, card: false } }

export const Dark: Story = { globals: { theme: 'dark' } }
