import { z } from 'zod'
import { emptyToNull } from './common'
import { messages } from './messages'

export { isShownAt, nextBoundaryAfter, scheduleStateAt, type Scheduled, type ScheduleState } from './plain/schedule-state'

/** An instant with its offset, `2026-05-01T09:00:00+03:00` or `…Z`; a local time without one is refused. */
const instant = z.iso.datetime({ offset: true })
/** One bound of the window: an instant, or null (an empty string too) for none. */
export const scheduleBound = emptyToNull(instant)

/**
 * The window in which visitors see a category, material, banner or button: from `visibleFrom`
 * (included) until `visibleUntil` (excluded); null (or an empty string) is no bound. Optional in
 * the write inputs, so a client that knows nothing of schedules writes records without one.
 */
export const scheduleInput = {
  visibleFrom: scheduleBound,
  visibleUntil: scheduleBound,
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

/**
 * An announced record shows before its window as a coming item ("from 3 December", with "Notify
 * me"). Left out of a create: false; left out of an update: the stored value stays (as audiences do).
 */
export const announceInput = { announce: z.boolean().optional() }

/** Announcing needs a start: 422 on `announce` when it is turned on without `visibleFrom`. For the inputs' superRefine. */
export function checkAnnounce(value: { announce?: boolean; visibleFrom: string | null }, ctx: z.RefinementCtx): void {
  if (value.announce === true && value.visibleFrom === null) {
    ctx.addIssue({ code: 'custom', path: ['announce'], message: messages.announceNeedsStart })
  }
}

/**
 * Announcements in views (all optional: a backend without them leaves them out).
 * - `announce`: the admin's switch, on every read.
 * - `coming`: visitor reads, an announced record before its window: it carries its title (a
 *   button's text), icon and `visibleFrom` only, nothing it holds, until it goes live.
 * - `notifyRequestId`: visitor reads of a coming record: the caller's own notify request (cancel it
 *   with DELETE /notify-requests/{id}), null when the caller is not waiting (or not signed in).
 * - `waitingCount`: admin reads of an announced record: how many visitors wait for it.
 */
export const announceView = {
  announce: z.boolean().optional(),
  coming: z.boolean().optional(),
  notifyRequestId: z.number().int().nullable().optional(),
  waitingCount: z.number().int().min(0).optional(),
}

/** `filter[schedule]` of the admin lists: see ScheduleState. */
export const scheduleState = z.enum(['scheduled', 'live', 'ended'])
