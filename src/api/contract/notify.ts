import { z } from 'zod'
import { id, listOf, listQuery } from './common'
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

const extension = 'Extension beyond SPEC 7; on a 404 the hub hides "Notify me" (coming items still show their date)'

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
    summary:
      'Message me when this announced record goes live: 201 with the request; the same again answers 200 with the same request. ' +
      'Signed in only (401); 404 for what the caller cannot see at all. ' +
      extension,
  }),
  'notifyRequests.delete': op({
    method: 'DELETE',
    path: '/notify-requests/{id}',
    input: z.object({ id }),
    output: z.null(),
    access: 'visitor',
    status: 204,
    summary: "Cancel the caller's own notify request (404 for anyone else's, or one already sent). " + extension,
  }),
  'admin.notifications.list': op({
    method: 'GET',
    path: '/admin/notifications',
    input: notificationsQuery,
    output: listOf(notification),
    access: 'admin',
    list: true,
    summary:
      'The outbox: messages sent to waiting visitors when announced records went live, newest first; filter[target], ' +
      'filter[target_id], filter[user_id], filter[status]. Extension beyond SPEC 7; on a 404 the admin hides the outbox and says why',
  }),
}
