import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { align } from '@/api/contract/common'
import { PopupSheet } from '@/features/hub/popup-sheet/popup-sheet'
import { selectOf } from '../support/controls'
import { reopenable } from '../support/reopenable'
import { plainPopup, welcomePopup } from './fixtures'
import { expectNoDialog, stubWindowOpen, swipeSheetDown } from './play-helpers'

/** Opens on mount; reopened with the button after closing, so close behaviour is visible. */
const SheetHarness = reopenable(PopupSheet, 'Показать попап')

type SheetArgs = ComponentProps<typeof PopupSheet> & { titleAlign?: 'left' | 'center' }

const meta = {
  title: 'Hub/Parts/PopupSheet',
  component: PopupSheet,
  args: { popup: welcomePopup, open: true, onClose: () => undefined },
  argTypes: { titleAlign: selectOf(align.options, 'Overrides the popup’s title alignment') },
  render: ({ titleAlign, popup, ...args }) => <SheetHarness {...args} popup={{ ...popup, ...(titleAlign && { titleAlign }) }} />,
  beforeEach: stubWindowOpen,
} satisfies Meta<SheetArgs>

export default meta
type Story = StoryObj<typeof meta>

const sheet = () => within(document.body).findByRole('dialog')

/** Cover, centred title, plain and bullet texts, a materials list, local links with icons, coloured buttons. */
export const EveryPart: Story = {
  play: async () => {
    const dialog = await sheet()
    const inSheet = within(dialog)
    await expect(dialog).toHaveAccessibleName('Добро пожаловать в «Код»!')
    await expect(inSheet.getByRole('heading', { level: 2 })).toHaveStyle({ textAlign: 'center' })
    await expect(inSheet.getByText('Представьтесь в чате своего направления')).toBeVisible()
    await expect(inSheet.getByRole('button', { name: /Основы JavaScript/ })).toBeVisible()
    await expect(inSheet.getByRole('link', { name: /Телеграм-канал/ })).toHaveAttribute('target', '_blank')
    await expect(inSheet.getByRole('button', { name: 'Посмотрю позже' })).toHaveStyle({ color: 'rgb(0, 0, 0)' })
    const close = inSheet.getByRole('button', { name: 'Закрыть' })
    await expect({ width: close.offsetWidth, height: close.offsetHeight }).toEqual({ width: 44, height: 44 })
    // Still in the sheet's top right corner, inside its edge.
    const [box, edge] = [close.getBoundingClientRect(), dialog.getBoundingClientRect()]
    await expect(box.right).toBeLessThanOrEqual(edge.right)
    await expect(box.right).toBeGreaterThan(edge.right - 24)
  },
}

export const LeftTitleNoCover: Story = { args: { popup: plainPopup } }

/** No title: the popup's name still labels the dialog, for screen readers only. */
export const NoTitle: Story = {
  args: { popup: { ...plainPopup, title: null } },
  play: async () => {
    await expect(await sheet()).toHaveAccessibleName('Курс по дизайну')
  },
}

export const SwipePast70ClosesIt: Story = {
  play: async () => {
    await sheet()
    await swipeSheetDown(120)
    await expectNoDialog()
  },
}

export const SwipeUnder70SnapsBack: Story = {
  play: async () => {
    const dialog = await sheet()
    await swipeSheetDown(50)
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(dialog).toBeInTheDocument()
    await expect(dialog.style.transform).toBe('')
  },
}

/** Escape closes it, and focus goes back to what opened it. */
export const EscapeClosesIt: Story = {
  play: async ({ canvasElement }) => {
    await sheet()
    await userEvent.keyboard('{Escape}')
    await expectNoDialog()
    const opener = within(canvasElement).getByRole('button', { name: 'Показать попап' })
    await userEvent.click(opener)
    await sheet()
    await userEvent.keyboard('{Escape}')
    await expectNoDialog()
    await waitFor(() => expect(opener).toHaveFocus())
  },
}
