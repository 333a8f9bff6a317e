import type { ScheduleFields } from '../store/store'

const utc = (instant: string | null) => (instant === null ? null : new Date(instant).toISOString())

/** A write input's window as stored: UTC instants, whatever offset the admin's client sent. */
export function scheduleFields(input: { visibleFrom: string | null; visibleUntil: string | null }): Required<ScheduleFields> {
  return { visibleFrom: utc(input.visibleFrom), visibleUntil: utc(input.visibleUntil) }
}

/** A record's window as views show it (null for no bound, also where the record has no fields for it). */
export function scheduleOf(record: ScheduleFields): Required<ScheduleFields> {
  return { visibleFrom: record.visibleFrom ?? null, visibleUntil: record.visibleUntil ?? null }
}
