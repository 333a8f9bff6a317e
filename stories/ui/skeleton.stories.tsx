import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from '@/ui/skeleton'

const meta = {
  title: 'Building blocks/Skeleton',
  tags: ['autodocs'],
  component: Skeleton,
  args: { height: 100, radius: 16 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Card: Story = {}

export const Line: Story = { args: { width: '60%', height: 16, radius: undefined } }

export const Circle: Story = { args: { width: 40, height: 40, radius: '50%' } }
