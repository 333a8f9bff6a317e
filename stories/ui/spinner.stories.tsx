import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Spinner } from '@/ui/states/spinner'

const meta = {
  title: 'Building blocks/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, color: 'var(--tg-text)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Decorative: Story = {}

/** With a label it is announced as a status. */
export const Labelled: Story = {
  args: { label: 'Загрузка…', size: 32 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Загрузка…')
  },
}
