import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { buttonClass } from '@/ui/button-class'
import { ErrorState } from '@/ui/states/error-state'
import { SearchOffIcon } from '@/ui/states/state-icons'

const meta = {
  title: 'Building blocks/ErrorState',
  tags: ['autodocs'],
  component: ErrorState,
  args: { title: 'Не удалось загрузить', message: 'Проверьте соединение и попробуйте ещё раз.', retryLabel: 'Повторить', onRetry: fn() },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Повторить' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const WithoutRetry: Story = { args: { onRetry: undefined } }

/** Not found: no retry, the way home instead (as the hub's category and section screens show it). */
export const NotFoundWithWayHome: Story = {
  args: {
    title: 'Раздел не найден',
    message: 'Возможно, его убрали или скрыли.',
    onRetry: undefined,
    icon: <SearchOffIcon />,
    action: (
      <a href="#home" className={buttonClass('primary', { block: true })}>
        На главную
      </a>
    ),
  },
}
