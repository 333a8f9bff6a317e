import { z } from 'zod'
import { messages } from './messages'
import { opens } from './extensions'
import { op } from './operation'

/** What a visitor can open and the hub reports: every kind of record a tap leads through. */
export const openTarget = z.enum(['category', 'section', 'material', 'banner', 'button', 'local_link'])
export type OpenTarget = z.infer<typeof openTarget>

/** What a visitor can share (issue 26): the screens and the material cards. */
export const shareTarget = z.enum(['category', 'section', 'material'])
export type ShareTarget = z.infer<typeof shareTarget>

export const MAX_EVENTS_PER_REQUEST = 50

const eventId = z.number().int().positive()

export const openEvent = z.object({
  type: z.literal('open'),
  target: openTarget,
  id: eventId,
})
export type OpenEvent = z.infer<typeof openEvent>

/** The visitor's session began (issue 26): reported once per session, described by the request's `launch`. */
export const visitEvent = z.object({ type: z.literal('visit') })

/** The visitor shared an item (issue 26): reported when the share went through (Telegram's `shared`, Web Share, a copy). */
export const shareEvent = z.object({ type: z.literal('share'), target: shareTarget, id: eventId })

export const hubEvent = z.discriminatedUnion('type', [openEvent, visitEvent, shareEvent])

/** Free text from the client's launch, bounded; values the server does not know are counted as `other`. */
const launchText = (max: number) => z.string().max(max).nullable().optional()

/**
 * The launch the events happened in (issue 26), from Telegram's launch data: its start parameter,
 * the chat it was opened from (`chat_type`: sender, private, group, supergroup, channel;
 * `chat_instance`: Telegram's opaque id of that chat), the platform and the visitor's language. A
 * visit counts with these; opens count for the campaign its start parameter names. Every field may
 * be left out or null (not in the launch); a start parameter that names no hub or a part the server
 * does not know counts the visit as "unknown", never an error.
 */
export const launchContext = z.object({
  startParam: launchText(2048),
  chatType: launchText(64),
  chatInstance: launchText(128),
  platform: launchText(64),
  language: launchText(64),
})
export type LaunchContext = z.infer<typeof launchContext>

export const eventsInput = z.object({
  events: z.array(hubEvent).min(1, messages.eventsRequired).max(MAX_EVENTS_PER_REQUEST, messages.eventsTooMany),
  launch: launchContext.optional(),
})

export const eventsOps = {
  'events.create': op({
    method: 'POST',
    path: '/events',
    input: eventsInput,
    output: z.null(),
    access: 'visitor',
    status: 202,
    summary: 'Report opens, visits and shares',
    description:
      'Reports what visitors did, 1-50 events a request: `open` (issue 18), `visit` and `share` (issue 26, with the ' +
      "request's `launch`: its start parameter, chat type and instance, platform and language); answers 202 " +
      '(`{ "data": null }`) once counted. A token is optional (signed-in visitors are counted as visitors by their messenger id, ' +
      "the hub's admins apart); ids the hub does not have are dropped, not refused; a start parameter the hub cannot place counts " +
      'as an unknown source, never an error. A backend of issue 18 answers 422 on `events.N.type` for `visit` and `share`: the ' +
      'SPA sends those in a request of their own, so opens are never lost with them.',
    origin: opens,
  }),
}
