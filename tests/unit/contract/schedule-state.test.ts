import { describe, expect, it } from 'vitest'
import { isShownAt, nextBoundaryAfter, scheduleStateAt } from '@/api/contract/plain/schedule-state'

const at = (iso: string) => new Date(iso)
const window = { visibleFrom: '2026-05-01T06:00:00.000Z', visibleUntil: '2026-05-08T06:00:00.000Z' }

describe('scheduleStateAt', () => {
  it('is scheduled before the window, live from its first instant, ended at its last', () => {
    expect(scheduleStateAt(window, at('2026-05-01T05:59:59.999Z'))).toBe('scheduled')
    expect(scheduleStateAt(window, at('2026-05-01T06:00:00.000Z'))).toBe('live')
    expect(scheduleStateAt(window, at('2026-05-08T05:59:59.999Z'))).toBe('live')
    expect(scheduleStateAt(window, at('2026-05-08T06:00:00.000Z'))).toBe('ended')
  })

  it('reads any offset, and a missing or null bound as none', () => {
    const moscow = { visibleFrom: '2026-05-01T09:00:00+03:00' }
    expect(scheduleStateAt(moscow, at('2026-05-01T05:59:59Z'))).toBe('scheduled')
    expect(scheduleStateAt(moscow, at('2026-05-01T06:00:00Z'))).toBe('live')
    expect(scheduleStateAt({}, at('2000-01-01T00:00:00Z'))).toBe('live')
    expect(scheduleStateAt({ visibleFrom: null, visibleUntil: null }, at('2100-01-01T00:00:00Z'))).toBe('live')
    expect(scheduleStateAt({ visibleUntil: '2026-05-08T06:00:00Z' }, at('2026-05-09T00:00:00Z'))).toBe('ended')
  })

  it('isShownAt is live', () => {
    expect(
      [at('2026-04-30T00:00:00Z'), at('2026-05-02T00:00:00Z'), at('2026-05-09T00:00:00Z')].map((now) => isShownAt(window, now)),
    ).toEqual([false, true, false])
  })
})

describe('nextBoundaryAfter', () => {
  const records = [window, { visibleFrom: '2026-05-03T10:00:00+03:00' }, {}, { visibleUntil: null }]

  it('is the earliest bound strictly after now, as a UTC instant', () => {
    expect(nextBoundaryAfter(records, at('2026-04-01T00:00:00Z'))).toBe('2026-05-01T06:00:00.000Z')
    expect(nextBoundaryAfter(records, at('2026-05-01T06:00:00Z'))).toBe('2026-05-03T07:00:00.000Z')
    expect(nextBoundaryAfter(records, at('2026-05-03T07:00:00Z'))).toBe('2026-05-08T06:00:00.000Z')
  })

  it('is null when no bound lies ahead', () => {
    expect(nextBoundaryAfter(records, at('2026-05-08T06:00:00Z'))).toBeNull()
    expect(nextBoundaryAfter([], at('2026-05-08T06:00:00Z'))).toBeNull()
  })
})
