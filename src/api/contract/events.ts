import { z } from 'zod'
import { messages } from './messages'
import { opens } from './extensions'
import { op } from './operation'

/** What a visitor can open and the hub reports: every kind of record a tap leads through. */
export const openTarget = z.enum(['category', 'section', 'material', 'banner', 'button', 'local_link'])
export type OpenTarget = z.infer<typeof openTarget>

export const MAX_EVENTS_PER_REQUEST = 50

export const openEvent = z.object({
  type: z.literal('open'),
  target: openTarget,
  id: z.number().int().positive(),
})
export type OpenEvent = z.infer<typeof openEvent>

export const eventsInput = z.object({
  events: z.array(openEvent).min(1, messages.eventsRequired).max(MAX_EVENTS_PER_REQUEST, messages.eventsTooMany),
})

export const eventsOps = {
  'events.create': op({
    method: 'POST',
    path: '/events',
    input: eventsInput,
    output: z.null(),
    access: 'visitor',
    status: 202,
    summary: 'Report opens',
    description:
      'Reports what visitors opened, 1-50 events a request; answers 202 (`{ "data": null }`) once counted. A token is optional ' +
      '(signed-in visitors are counted as visitors by their messenger id); ids the hub does not have are dropped, not refused.',
    origin: opens,
  }),
}
