/**
 * Where a record stands in its window at a moment (zod-free: the hub and the admin's badges use it
 * with the same rules as the server's reads and filters). The window is `[visibleFrom, visibleUntil)`:
 * shown from its first instant, gone at its last; a missing or null bound is no bound.
 */
export interface Scheduled {
  visibleFrom?: string | null
  visibleUntil?: string | null
}

/**
 * - `scheduled`: its window starts later
 * - `live`: inside its window now (or it has none): shown, if it is active
 * - `ended`: its window is over
 */
export type ScheduleState = 'scheduled' | 'live' | 'ended'

export function scheduleStateAt(record: Scheduled, now: Date): ScheduleState {
  const at = now.getTime()
  if (record.visibleUntil != null && Date.parse(record.visibleUntil) <= at) return 'ended'
  if (record.visibleFrom != null && Date.parse(record.visibleFrom) > at) return 'scheduled'
  return 'live'
}

export const isShownAt = (record: Scheduled, now: Date): boolean => scheduleStateAt(record, now) === 'live'

/** The earliest bound of `records` after `now`, as an ISO instant; null when none lies ahead. */
export function nextBoundaryAfter(records: Iterable<Scheduled>, now: Date): string | null {
  const at = now.getTime()
  let next = Infinity
  for (const record of records) {
    for (const bound of [record.visibleFrom, record.visibleUntil]) {
      if (bound == null) continue
      const time = Date.parse(bound)
      if (time > at && time < next) next = time
    }
  }
  return next === Infinity ? null : new Date(next).toISOString()
}
