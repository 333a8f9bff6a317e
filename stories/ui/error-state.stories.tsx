import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorState } from '@/ui/error-state'

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { title: 'Не удалось загрузить', message: 'Проверьте соединение и попробуйте ещё раз.', retryLabel: 'Повторить', onRetry: fn() },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Повторить' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const WithoutRetry: Story = { args: { onRetry: undefined } }

export const Dark: Story = { globals: { theme: 'dark' } }
