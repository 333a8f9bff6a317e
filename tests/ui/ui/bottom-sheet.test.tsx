import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { BottomSheet } from '@/ui/bottom-sheet'
import { SWIPE_CLOSE_PX } from '@/ui/use-sheet-drag'

function Example({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <BottomSheet
        open={open}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        title="Заголовок"
        closeLabel="Закрыть"
      >
        <button type="button">Внутри</button>
      </BottomSheet>
    </>
  )
}

function handle() {
  const element = document.querySelector('[data-sheet-handle]')
  if (!element) throw new Error('no sheet handle')
  return element
}

function swipe(distance: number) {
  fireEvent.pointerDown(handle(), { clientY: 100, button: 0, pointerId: 1 })
  fireEvent.pointerMove(handle(), { clientY: 100 + distance / 2, pointerId: 1 })
  fireEvent.pointerMove(handle(), { clientY: 100 + distance, pointerId: 1 })
  fireEvent.pointerUp(handle(), { clientY: 100 + distance, pointerId: 1 })
}

async function openSheet(onClose?: () => void) {
  render(<Example onClose={onClose} />)
  await userEvent.click(screen.getByRole('button', { name: 'Открыть' }))
  return screen.getByRole('dialog', { name: 'Заголовок' })
}

describe('BottomSheet', () => {
  it('is a labelled modal dialog that takes focus and gives it back', async () => {
    const dialog = await openSheet()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus()
  })

  it(`closes on a swipe down past ${SWIPE_CLOSE_PX} px`, async () => {
    const onClose = vi.fn()
    await openSheet(onClose)
    swipe(SWIPE_CLOSE_PX + 1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it(`snaps back on a swipe of ${SWIPE_CLOSE_PX} px or less`, async () => {
    const onClose = vi.fn()
    const dialog = await openSheet(onClose)
    fireEvent.pointerDown(handle(), { clientY: 100, button: 0, pointerId: 1 })
    fireEvent.pointerMove(handle(), { clientY: 150, pointerId: 1 })
    expect(dialog.style.transform).toBe('translate3d(0, 50px, 0)')
    fireEvent.pointerMove(handle(), { clientY: 100 + SWIPE_CLOSE_PX, pointerId: 1 })
    fireEvent.pointerUp(handle(), { pointerId: 1 })
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.style.transform).toBe('')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('ignores an upward drag', async () => {
    const onClose = vi.fn()
    await openSheet(onClose)
    swipe(-200)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes on Escape and on a backdrop click', async () => {
    const onClose = vi.fn()
    await openSheet(onClose)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }))
    const backdrop = document.querySelector('[data-sheet-backdrop]')
    if (!backdrop) throw new Error('no backdrop')
    fireEvent.click(backdrop)
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('keeps Tab inside the sheet', async () => {
    await openSheet()
    const close = screen.getByRole('button', { name: 'Закрыть' })
    const inside = screen.getByRole('button', { name: 'Внутри' })
    await userEvent.tab()
    expect(close).toHaveFocus()
    await userEvent.tab()
    expect(inside).toHaveFocus()
    await userEvent.tab()
    expect(close).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(inside).toHaveFocus()
  })
})
