import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from '@/ui/modal'

function Example() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Видео
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Знакомство" closeLabel="Закрыть">
        <p>Плеер</p>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('opens as a labelled dialog and closes with the close button and Escape', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: 'Видео' }))
    expect(screen.getByRole('dialog', { name: 'Знакомство' })).toHaveAttribute('aria-modal', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Видео' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Видео' }))
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
