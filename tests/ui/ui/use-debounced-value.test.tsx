import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FILTER_DEBOUNCE_MS, useDebouncedValue } from '@/ui/use-debounced-value'

afterEach(() => vi.useRealTimers())

/** Moves the fake clock on, flushing React's updates. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('useDebouncedValue', () => {
  it('defaults to SPEC 9’s 400 ms', () => {
    expect(FILTER_DEBOUNCE_MS).toBe(400)
  })

  it('gives a new value once it has been stable for 400 ms (the default)', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'a' } })
    expect(result.current).toBe('a')
    rerender({ value: 'ab' })
    advance(399)
    expect(result.current).toBe('a')
    advance(1)
    expect(result.current).toBe('ab')
  })

  it('restarts the wait on every change, so only the last value of a burst comes out', () => {
    vi.useFakeTimers()
    const seen: string[] = []
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 400)
        if (seen.at(-1) !== debounced) seen.push(debounced)
        return debounced
      },
      { initialProps: { value: '' } },
    )
    for (const value of ['к', 'ка', 'кал']) {
      rerender({ value })
      advance(300)
    }
    expect(seen).toEqual([''])
    advance(100)
    expect(seen).toEqual(['', 'кал'])
  })

  it('takes its delay as a parameter', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 50), { initialProps: { value: 1 } })
    rerender({ value: 2 })
    advance(49)
    expect(result.current).toBe(1)
    advance(1)
    expect(result.current).toBe(2)
  })
})
