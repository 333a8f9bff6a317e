import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BottomSheet } from '@/ui/bottom-sheet'
import { expectNoDialog, swipeSheetDown } from '../hub/play-helpers'
import { selectOf } from '../support/controls'
import { reopenable } from '../support/reopenable'

const SheetHarness = reopenable(BottomSheet)

const meta = {
  title: 'Building blocks/BottomSheet',
  tags: ['autodocs'],
  // An open dialog covers the page it is on: on the Docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: BottomSheet,
  args: {
    open: true,
    title: 'Настройки',
    closeLabel: 'Закрыть',
    onClose: fn(),
    children: <p style={{ margin: 0 }}>Потяните вниз больше чем на 70 px, чтобы закрыть.</p>,
  },
  argTypes: { titleAlign: selectOf(['left', 'center']) },
  render: (args) => <SheetHarness {...args} />,
} satisfies Meta<typeof BottomSheet>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}

export const CentredTitle: Story = { args: { titleAlign: 'center' } }

export const SwipeClosesPast70: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog', { name: 'Настройки' })
    await swipeSheetDown(90)
    await expectNoDialog()
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

export const SwipeSnapsBackUnder70: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Настройки' })
    await swipeSheetDown(60)
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(dialog).toBeInTheDocument()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const EscapeAndBackdrop: Story = {
  play: async ({ args, canvasElement }) => {
    await within(document.body).findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await expectNoDialog()
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Открыть' }))
    await within(document.body).findByRole('dialog')
    const backdrop = document.querySelector<HTMLElement>('[data-sheet-backdrop]')!
    await userEvent.click(backdrop)
    await expectNoDialog()
    await expect(args.onClose).toHaveBeenCalledTimes(2)
  },
}

export const LongContent: Story = {
  args: {
    children: Array.from({ length: 30 }, (_, i) => <p key={i}>Строка {i + 1}</p>),
  },
}
