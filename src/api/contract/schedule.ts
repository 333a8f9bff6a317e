import { z } from 'zod'
import { emptyToNull } from './common'
import { messages } from './messages'

export { isShownAt, nextBoundaryAfter, scheduleStateAt, type Scheduled, type ScheduleState } from './plain/schedule-state'

/** An instant with its offset, `2026-05-01T09:00:00+03:00` or `…Z`; a local time without one is refused. */
const instant = z.iso.datetime({ offset: true })

/**
 * The window in which visitors see a category, material, banner or button: from `visibleFrom`
 * (included) until `visibleUntil` (excluded); null (or an empty string) is no bound. Optional in
 * the write inputs, so a client that knows nothing of schedules writes records without one.
 */
export const scheduleInput = {
  visibleFrom: emptyToNull(instant),
  visibleUntil: emptyToNull(instant),
}

/** The window's rule: it ends after it starts (422 on `visibleUntil`). For the inputs' superRefine. */
export function checkSchedule(value: { visibleFrom: string | null; visibleUntil: string | null }, ctx: z.RefinementCtx): void {
  const { visibleFrom, visibleUntil } = value
  if (visibleFrom !== null && visibleUntil !== null && Date.parse(visibleUntil) <= Date.parse(visibleFrom)) {
    ctx.addIssue({ code: 'custom', path: ['visibleUntil'], message: messages.visibleUntilAfterFrom })
  }
}

/**
 * The window in views, as UTC instants (`2026-05-01T06:00:00.000Z`). Optional: a backend without
 * schedules leaves them out, which means always shown.
 */
export const scheduleView = {
  visibleFrom: z.string().nullable().optional(),
  visibleUntil: z.string().nullable().optional(),
}

/** `filter[schedule]` of the admin lists: see ScheduleState. */
export const scheduleState = z.enum(['scheduled', 'live', 'ended'])
