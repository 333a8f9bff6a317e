import type { ScheduleFields, ShareableFields } from '../store/store'

const utc = (instant: string | null) => (instant === null ? null : new Date(instant).toISOString())

/** A write input's window as stored: UTC instants, whatever offset the admin's client sent. */
export function scheduleFields(input: { visibleFrom: string | null; visibleUntil: string | null }): Required<ScheduleFields> {
  return { visibleFrom: utc(input.visibleFrom), visibleUntil: utc(input.visibleUntil) }
}

/** A record's window as views show it (null for no bound, also where the record has no fields for it). */
export function scheduleOf(record: ScheduleFields): Required<ScheduleFields> {
  return { visibleFrom: record.visibleFrom ?? null, visibleUntil: record.visibleUntil ?? null }
}

/**
 * Whether visitors may share a record (issue 26), as a write stores it: what the input says, else
 * what the record had (a client that predates the field must not turn sharing back on); absent
 * when neither says, which reads as shareable.
 */
export function shareableField(input: { shareable?: boolean }, current: ShareableFields | null): ShareableFields {
  const shareable = input.shareable ?? current?.shareable
  return shareable === undefined ? {} : { shareable }
}

/** A record's sharing switch as views show it. */
export const shareableOf = (record: ShareableFields) => ({ shareable: record.shareable ?? true })
