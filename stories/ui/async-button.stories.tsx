import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AsyncButton } from '@/ui/states/async-button'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const meta = {
  title: 'Building blocks/AsyncButton',
  tags: ['autodocs'],
  component: AsyncButton,
  args: { children: 'Сохранить', onClick: () => wait(800) },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AsyncButton>

export default meta
type Story = StoryObj<typeof meta>

/** The spinner shows while the handler runs; the button is disabled and aria-busy meanwhile. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Сохранить' })
    await userEvent.click(button)
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(button.querySelector('[class*="spinner"]')).not.toBeNull())
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 2000 })
  },
}

export const Secondary: Story = { args: { variant: 'secondary' } }

export const Ghost: Story = { args: { variant: 'ghost', children: 'Отмена' } }

export const Block: Story = { args: { block: true } }

export const Disabled: Story = { args: { disabled: true } }

/** Pending forever: ends with the spinner turning. */
export const Pending: Story = {
  args: { onClick: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(button.querySelector('[class*="spinner"]')).not.toBeNull())
  },
}
