import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenIntent } from '@/ui/lazy-module'

describe('whenIntent', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for the first touch, click or key press, then for the browser to be idle, and runs once', () => {
    const task = vi.fn()
    const cancel = whenIntent(task)
    vi.advanceTimersByTime(10_000)
    expect(task).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('pointerdown'))
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_000)
    expect(task).toHaveBeenCalledTimes(1)

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    window.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(1_000)
    expect(task).toHaveBeenCalledTimes(1)
    cancel()
  })

  it('starts on a key press as well', () => {
    const task = vi.fn()
    const cancel = whenIntent(task)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    vi.advanceTimersByTime(1_000)
    expect(task).toHaveBeenCalledTimes(1)
    cancel()
  })

  it('does nothing once cancelled, before the gesture or while waiting for idle', () => {
    const before = vi.fn()
    whenIntent(before)()
    window.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(1_000)
    expect(before).not.toHaveBeenCalled()

    const waiting = vi.fn()
    const cancel = whenIntent(waiting)
    window.dispatchEvent(new Event('pointerdown'))
    cancel()
    vi.advanceTimersByTime(1_000)
    expect(waiting).not.toHaveBeenCalled()
  })
})
