import { scheduleStateAt } from '@/api/contract/plain/schedule-state'
import type { ServiceContext } from '../context'
import { membersOnly, notFound, refused, unauthenticated } from '../errors'
import { nextId } from '../store/next-id'
import type { AppData, NotificationRecord, NotifyRequestRecord, NotifyTargetName, Store } from '../store/store'
import { appOf, findApp, listPage } from './app-data'
import type { In, Out } from './operation-types'
import { resolver } from './resolve'

/** How many sent messages a hub's outbox keeps (the oldest go first). */
export const OUTBOX_LIMIT = 10_000

type Announceable = AppData['categories' | 'materials' | 'banners' | 'buttons'][number]

const collections = { category: 'categories', material: 'materials', banner: 'banners', button: 'buttons' } as const

function recordOf(app: AppData, target: NotifyTargetName, id: number): Announceable | undefined {
  return (app[collections[target]] as readonly Announceable[]).find((record) => record.id === id)
}

/** What the outbox names a record by: its title, a button's text; banners have none. */
function titleOf(target: NotifyTargetName, record: Announceable): string | null {
  if (target === 'banner') return null
  return 'title' in record ? record.title : 'text' in record ? record.text : null
}

function callerOf(ctx: ServiceContext) {
  if (!ctx.caller) throw unauthenticated()
  return ctx.caller
}

const requestView = (request: NotifyRequestRecord, visibleFrom: string) => ({
  id: request.id,
  target: request.target,
  targetId: request.targetId,
  visibleFrom,
  createdAt: request.createdAt,
})

/**
 * POST /notify-requests: the caller waits for an announced record to go live. Only what the caller
 * sees as a coming item can be waited for: 404 for what is not there for them at all (unknown,
 * inactive, over, hidden by its audience or under a category that is), 403 members_only for what
 * is locked for them, 409 for what is live already or was not announced. The same request again
 * answers the one there is, with 200.
 */
export function create(ctx: ServiceContext, input: In<'notifyRequests.create'>): Promise<Out<'notifyRequests.create'>> {
  const caller = callerOf(ctx)
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const now = ctx.now()
    const record = recordOf(app, input.target, input.id)
    if (!record || !record.isActive) throw notFound()
    const r = resolver(app, 'visitor', now, ctx.viewer)
    const parent = 'parentId' in record && record.parentId !== null ? app.categories.find((c) => c.id === record.parentId) : undefined
    const above = parent ? r.categoryRead(parent) : 'open'
    if (above === 'absent') throw notFound()
    const found = r.presence({ ...record, announce: true })
    if (found === null) throw notFound()
    if (found.locked || above === 'locked') throw membersOnly()
    const state = scheduleStateAt(record, now)
    if (state === 'live') throw refused('It is live already: open it.', { code: 'notify_already_live', params: {} })
    if (record.announce !== true) {
      throw refused('It has not been announced: nobody can wait for it.', { code: 'notify_not_announced', params: {} })
    }
    const visibleFrom = record.visibleFrom as string
    const known = app.notifyRequests.find((q) => q.target === input.target && q.targetId === input.id && q.userId === caller.id)
    if (known) {
      ctx.setStatus?.(200)
      return requestView(known, visibleFrom)
    }
    const request: NotifyRequestRecord = {
      id: nextId(app, 'notifyRequests'),
      target: input.target,
      targetId: input.id,
      userId: caller.id,
      userName: caller.name ?? null,
      createdAt: now.toISOString(),
    }
    app.notifyRequests.push(request)
    return requestView(request, visibleFrom)
  })
}

/** DELETE /notify-requests/{id}: the caller's own waiting request goes (404 for anyone else's, or one sent already). */
export function remove(ctx: ServiceContext, input: In<'notifyRequests.delete'>): Promise<Out<'notifyRequests.delete'>> {
  const caller = callerOf(ctx)
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = app.notifyRequests.findIndex((request) => request.id === input.id && request.userId === caller.id)
    if (index < 0) throw notFound()
    app.notifyRequests.splice(index, 1)
    return null
  })
}

/** What becomes of a waiting request now: its record went live (send), is gone or over (drop), or not yet (wait). */
function fateOf(app: AppData, request: NotifyRequestRecord, now: Date): 'send' | 'drop' | 'wait' {
  const record = recordOf(app, request.target, request.targetId)
  if (!record) return 'drop'
  const state = scheduleStateAt(record, now)
  if (state === 'ended') return 'drop'
  return state === 'live' && record.isActive ? 'send' : 'wait'
}

interface AppContext {
  appKey: string
  store: Store
  now: () => Date
}

/**
 * Sends what is due: every visitor waiting for a record that is live at `ctx.now()` gets one message
 * (recorded in the outbox; the mock has no Telegram to fail, so each is `delivered`), and their
 * request goes, so nobody is messaged twice. Requests for records deleted, or whose window ended
 * unseen, go unsent. A record turned inactive keeps its visitors waiting. Run before every call of
 * the hub (both servers) and on a timer in the node server; a read when nothing is due.
 */
export async function deliverDue(ctx: AppContext): Promise<void> {
  const now = ctx.now()
  const due = await ctx.store.read((data) => {
    const app = findApp(data, ctx.appKey)
    return app !== undefined && app.notifyRequests.some((request) => fateOf(app, request, now) !== 'wait')
  })
  if (!due) return
  await ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const waiting: NotifyRequestRecord[] = []
    for (const request of app.notifyRequests) {
      const fate = fateOf(app, request, now)
      if (fate === 'wait') waiting.push(request)
      if (fate !== 'send') continue
      const record = recordOf(app, request.target, request.targetId) as Announceable
      const notification: NotificationRecord = {
        id: nextId(app, 'notifications'),
        target: request.target,
        targetId: request.targetId,
        title: titleOf(request.target, record),
        userId: request.userId,
        userName: request.userName,
        sentAt: now.toISOString(),
        status: 'delivered',
      }
      app.notifications.push(notification)
    }
    app.notifyRequests = waiting
    if (app.notifications.length > OUTBOX_LIMIT) app.notifications = app.notifications.slice(-OUTBOX_LIMIT)
  })
}

/** deliverDue for every hub (the node server's timer). */
export async function deliverDueEverywhere(store: Store, now: () => Date): Promise<void> {
  const appKeys = await store.read((data) => Object.keys(data.apps).filter((key) => (data.apps[key]?.notifyRequests.length ?? 0) > 0))
  for (const appKey of appKeys) await deliverDue({ appKey, store, now })
}

/** GET /admin/notifications: the outbox, newest first. */
export function outbox(ctx: ServiceContext, input: In<'admin.notifications.list'>): Promise<Out<'admin.notifications.list'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const filter = input.filter ?? {}
    const items = app.notifications
      .filter(
        (n) =>
          (filter.target === undefined || n.target === filter.target) &&
          (filter.targetId === undefined || n.targetId === filter.targetId) &&
          (filter.userId === undefined || n.userId === filter.userId) &&
          (filter.status === undefined || n.status === filter.status),
      )
      .reverse()
    return listPage(items, input.pagination, (n) => ({ ...n }))
  })
}
