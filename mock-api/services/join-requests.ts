import { STATS_RETENTION_DAYS } from '@/api/contract/plain/stats-days'
import { addDays, utcDay } from '@/api/contract/plain/utc-days'
import { isJoinRequestId } from '@/api/contract/plain/join-request-param'
import { messages } from '@/api/contract/messages'
import { randomToken } from '../auth'
import type { ServiceContext } from '../context'
import { refused, unauthenticated, unprocessable } from '../errors'
import type { AppData, GateDayRecord, JoinRequestRecord, Store } from '../store/store'
import { appOf } from './app-data'
import { rememberMembership, setChannelMember } from './membership'
import type { In, Out } from './operation-types'
import { visitorGate } from './welcome-gate'

/**
 * How long a join request can be answered through the gate (the mock's; Telegram's own limit is
 * the backend's to follow). Past it the request answers 409 join_request_expired.
 */
export const JOIN_REQUEST_TTL_MS = 24 * 60 * 60 * 1000

const notFound = () => refused('No such join request.', { code: 'join_request_not_found', params: {} })

/**
 * The caller's join request while it can still be answered: 404 join_request_not_found for a
 * malformed id, one nobody made, or another user's; 409 for one answered already or expired.
 */
function pendingOf(app: AppData, queryId: string, userId: number, now: Date): JoinRequestRecord {
  if (!isJoinRequestId(queryId)) throw notFound()
  const request = app.joinRequests.find((candidate) => candidate.queryId === queryId)
  if (!request || request.userId !== userId) throw notFound()
  if (request.decision !== null) {
    throw refused('This join request was answered already.', { code: 'join_request_answered', params: { decision: request.decision } })
  }
  if (Date.parse(request.expiresAt) <= now.getTime()) {
    throw refused('This join request has expired.', { code: 'join_request_expired', params: { expiredAt: request.expiresAt } })
  }
  return request
}

/** Signed in (the procedure's access), whatever the hub-wide rule: the caller is joining. */
function callerId(ctx: ServiceContext): number {
  if (!ctx.caller) throw unauthenticated()
  return ctx.caller.id
}

/** Today's gate counters, made on first use; days past retention go then (as the opens' do). */
function gateDay(app: AppData, now: Date): GateDayRecord {
  const date = utcDay(now)
  const days = app.gateStats
  const known = Object.hasOwn(days, date) ? days[date] : undefined
  if (known) return known
  const oldest = addDays(date, -(STATS_RETENTION_DAYS - 1))
  for (const day of Object.keys(days)) if (day < oldest) delete days[day]
  days[date] = { shown: 0, approved: 0, declined: 0, queued: 0 }
  return days[date]
}

/**
 * GET /join-requests/{queryId}: the caller's pending request and the gate to show (null while it is
 * off). The first read of a request counts the gate as shown that day.
 */
export function get(ctx: ServiceContext, input: In<'joinRequests.get'>): Promise<Out<'joinRequests.get'>> {
  const userId = callerId(ctx)
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const now = ctx.now()
    const request = pendingOf(app, input.queryId, userId, now)
    const gate = visitorGate(app)
    if (request.shownAt === null && gate !== null) {
      request.shownAt = now.toISOString()
      gateDay(app, now).shown += 1
    }
    return { queryId: request.queryId, status: 'pending' as const, expiresAt: request.expiresAt, gate }
  })
}

const counted = { approve: 'approved', decline: 'declined', queue: 'queued' } as const

/**
 * POST /join-requests/{queryId}: the caller's answer (the backend passes it on to Telegram with
 * answerChatJoinRequestQuery). `approve` makes the caller a member at once, in the channel and in
 * the membership cache; a gate that asks to accept its rules needs `acceptedRules: true` (422).
 */
export async function answer(ctx: ServiceContext, input: In<'joinRequests.answer'>): Promise<Out<'joinRequests.answer'>> {
  const userId = callerId(ctx)
  const member = await ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const now = ctx.now()
    const request = pendingOf(app, input.queryId, userId, now)
    const gate = visitorGate(app)
    if (input.decision === 'approve' && gate?.requireAccept && input.acceptedRules !== true) {
      throw unprocessable({ acceptedRules: [messages.rulesNotAccepted] })
    }
    request.decision = input.decision
    request.answeredAt = now.toISOString()
    gateDay(app, now)[counted[input.decision]] += 1
    if (input.decision === 'approve') setChannelMember(app, userId, true)
    return app.navigation.subscriberIds.includes(userId)
  })
  if (input.decision === 'approve') rememberMembership(ctx, userId, true)
  return { queryId: input.queryId, decision: input.decision, member }
}

/**
 * What the bot does when a channel's join request arrives (the dev server stands in for it): keeps
 * the request for `userId`, with a fresh query id, until it is answered or expires.
 */
export function open(ctx: { appKey: string; store: Store; now: () => Date }, userId: number): Promise<JoinRequestRecord> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const now = ctx.now()
    const request: JoinRequestRecord = {
      queryId: randomToken(16),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + JOIN_REQUEST_TTL_MS).toISOString(),
      shownAt: null,
      decision: null,
      answeredAt: null,
    }
    // Answered and expired requests are kept a while for their answers; older ones go.
    const cutoff = now.getTime() - 7 * JOIN_REQUEST_TTL_MS
    app.joinRequests = [...app.joinRequests.filter((old) => Date.parse(old.expiresAt) > cutoff), request]
    return { ...request }
  })
}
