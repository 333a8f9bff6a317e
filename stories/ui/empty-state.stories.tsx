import type { Meta, StoryObj } from '@storybook/react-vite'
import { EmptyState } from '@/ui/states/empty-state'

const meta = {
  title: 'Building blocks/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: { title: 'Здесь пока пусто', message: 'Скоро здесь появятся разделы.' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const TitleOnly: Story = { args: { message: undefined } }
