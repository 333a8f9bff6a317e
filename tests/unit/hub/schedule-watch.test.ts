import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCHEDULE_MARGIN_MS, SCHEDULE_RETRY_MS, watchSchedule, type VisitorReads } from '@/features/hub/schedule/schedule-watch'
import { fakePage } from '../support/fake-page'

function reads() {
  const invalidate = vi.fn(() => Promise.resolve())
  const utils: VisitorReads = {
    navigations: { invalidate },
    categories: { invalidate },
    sections: { invalidate },
    banners: { invalidate },
    buttons: { invalidate },
  }
  return { utils, invalidate }
}

const NOW = Date.parse('2026-11-25T12:00:00Z')

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('schedule watch', () => {
  it('reads the visitor reads again once the next boundary (plus a margin) has passed', () => {
    const { utils, invalidate } = reads()
    const page = fakePage()
    const stop = watchSchedule(new Date(NOW + 60_000).toISOString(), utils, page as unknown as Document)
    vi.advanceTimersByTime(60_000 + SCHEDULE_MARGIN_MS - 1)
    expect(invalidate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    // navigations, categories, sections, banners, buttons
    expect(invalidate).toHaveBeenCalledTimes(5)
    stop()
    expect(page.listeners.size).toBe(0)
  })

  it('asks about the same boundary again only after a while (a server clock behind never loops)', () => {
    const { utils, invalidate } = reads()
    const at = new Date(NOW + 1000).toISOString()
    watchSchedule(at, utils, fakePage() as unknown as Document)
    vi.advanceTimersByTime(1000 + SCHEDULE_MARGIN_MS)
    expect(invalidate).toHaveBeenCalledTimes(5)
    // The read named the same boundary again: a new watch for it waits SCHEDULE_RETRY_MS.
    watchSchedule(at, utils, fakePage() as unknown as Document)
    vi.advanceTimersByTime(SCHEDULE_RETRY_MS - 1)
    expect(invalidate).toHaveBeenCalledTimes(5)
    vi.advanceTimersByTime(1)
    expect(invalidate.mock.calls.length).toBeGreaterThan(5)
  })

  it('checks again when the page becomes visible (background timers run late)', () => {
    const { utils, invalidate } = reads()
    const page = fakePage()
    watchSchedule(new Date(NOW + 5 * 60_000).toISOString(), utils, page as unknown as Document)
    // The clock moved on while the timer did not fire (a throttled background tab).
    vi.setSystemTime(NOW + 10 * 60_000)
    page.show()
    expect(invalidate).toHaveBeenCalledTimes(5)
  })

  it('stopped, it reads nothing', () => {
    const { utils, invalidate } = reads()
    const stop = watchSchedule(new Date(NOW + 1000).toISOString(), utils, fakePage() as unknown as Document)
    stop()
    vi.advanceTimersByTime(60_000)
    expect(invalidate).not.toHaveBeenCalled()
  })

  it('ignores a boundary it cannot read', () => {
    const { utils, invalidate } = reads()
    watchSchedule('soon', utils, fakePage() as unknown as Document)
    vi.advanceTimersByTime(SCHEDULE_RETRY_MS * 10)
    expect(invalidate).not.toHaveBeenCalled()
  })
})
