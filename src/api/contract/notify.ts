import { z } from 'zod'
import { id, listOf, listQuery } from './common'
import { notifyMe } from './extensions'
import { op } from './operation'

/** What can be announced, and so waited for: the records that have a window. */
export const notifyTarget = z.enum(['category', 'material', 'banner', 'button'])
export type NotifyTarget = z.infer<typeof notifyTarget>

/** A visitor's request to be messaged when an announced record goes live. */
export const notifyRequest = z.object({
  id: z.number().int(),
  target: notifyTarget,
  targetId: z.number().int(),
  /** When the record goes live (its `visibleFrom`), as it stands now. */
  visibleFrom: z.string(),
  createdAt: z.string(),
})

export const notificationStatus = z.enum(['delivered', 'failed'])

/** One message the backend sent when a record went live: who, when, what, and how it went. */
export const notification = z.object({
  id: z.number().int(),
  target: notifyTarget,
  targetId: z.number().int(),
  /** The record's title (a button's text) when it was sent; null for banners. */
  title: z.string().nullable(),
  userId: z.number().int(),
  /** The visitor's name from their launch data; null when the backend did not learn it. */
  userName: z.string().nullable(),
  sentAt: z.string(),
  status: notificationStatus,
})

const notificationsQuery = listQuery({ target: notifyTarget, targetId: id, userId: id, status: notificationStatus })

export const notifyOps = {
  'notifyRequests.create': op({
    method: 'POST',
    path: '/notify-requests',
    input: z.object({ target: notifyTarget, id }),
    output: notifyRequest,
    access: 'visitor',
    status: 201,
    repeatStatus: 200,
    refusals: ['members_only', 'notify_already_live', 'notify_not_announced'],
    summary: 'Ask to be messaged when a record goes live',
    description:
      'For an announced record the caller sees as coming (`coming: true`): 201 with the request; the same again answers 200 with ' +
      'the same request. The backend messages the caller once when the record goes live. Signed in only (401); 404 for what the ' +
      'caller cannot see at all, 403 `members_only` for what is locked for them, 409 for a record live already or not announced.',
    origin: notifyMe,
  }),
  'notifyRequests.delete': op({
    method: 'DELETE',
    path: '/notify-requests/{id}',
    input: z.object({ id }),
    output: z.null(),
    access: 'visitor',
    status: 204,
    summary: 'Cancel a notify request',
    description: "Cancels the caller's own waiting request (404 for anyone else's, or for one already sent).",
    origin: notifyMe,
  }),
  'admin.notifications.list': op({
    method: 'GET',
    path: '/admin/notifications',
    input: notificationsQuery,
    output: listOf(notification),
    access: 'admin',
    role: 'analyst',
    list: true,
    summary: 'List sent notifications (the outbox)',
    description:
      'Messages sent to waiting visitors when announced records went live, newest first: who, when, which record, and whether ' +
      'Telegram delivered it. `filter[target]`, `filter[target_id]`, `filter[user_id]`, `filter[status]`. The last 10,000 are kept.',
    origin: notifyMe,
  }),
}
