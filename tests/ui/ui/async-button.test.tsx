import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AsyncButton, SPINNER_DELAY_MS } from '@/ui/states/async-button'

afterEach(() => vi.useRealTimers())

function deferred() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('AsyncButton', () => {
  it('shows a spinner 10 ms after the click while the handler runs, disabled and aria-busy', async () => {
    vi.useFakeTimers()
    const task = deferred()
    const onClick = vi.fn(() => task.promise)
    const { container } = render(<AsyncButton onClick={onClick}>Сохранить</AsyncButton>)
    const button = screen.getByRole('button', { name: 'Сохранить' })
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await act(async () => {
      vi.advanceTimersByTime(SPINNER_DELAY_MS - 1)
    })
    expect(container.querySelector('[class*="spinner"]')).toBeNull()
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(container.querySelector('[class*="spinner"]')).not.toBeNull()
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    await act(async () => {
      task.resolve()
      await task.promise
    })
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')
    expect(container.querySelector('[class*="spinner"]')).toBeNull()
  })

  it('shows no spinner for a handler that finishes within 10 ms', async () => {
    vi.useFakeTimers()
    const { container } = render(<AsyncButton onClick={() => Promise.resolve()}>Ок</AsyncButton>)
    await act(async () => {
      fireEvent.click(screen.getByRole('button'))
      await Promise.resolve()
    })
    await act(async () => {
      vi.advanceTimersByTime(50)
    })
    expect(container.querySelector('[class*="spinner"]')).toBeNull()
    expect(screen.getByRole('button')).toBeEnabled()
  })

  it('stays enabled for a synchronous handler', () => {
    const onClick = vi.fn()
    render(<AsyncButton onClick={onClick}>Ок</AsyncButton>)
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).toHaveBeenCalled()
    expect(screen.getByRole('button')).toBeEnabled()
  })
})
