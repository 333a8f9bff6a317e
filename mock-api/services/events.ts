import { STATS_RETENTION_DAYS } from '@/api/contract/plain/stats-days'
import { addDays, utcDay } from '@/api/contract/plain/utc-days'
import type { ServiceContext } from '../context'
import type { AppData, DayCounters, ItemCounter, OpensDayRecord, SourcesRecord, UserIdSet, VisitCounter } from '../store/store'
import { appOf } from './app-data'
import { itemKey, openTargetTitle } from './open-targets'
import type { In, Out } from './operation-types'
import { visitSource, type VisitSource } from './visit-source'

/** Distinct values a day tells apart, beyond which they count as `other`: a flood of made-up values stays bounded. */
const MAX_LANGUAGES_A_DAY = 100
const MAX_CHATS_A_DAY = 5000

interface Plan {
  opens: Map<string, number>
  shares: Map<string, number>
  visits: number
  source: VisitSource | null
}

/**
 * POST /events: each open is added to today's (UTC) counters of the hub and of the item; a
 * signed-in caller's messenger id joins the day's and the item's visitors. Issue 26: a visit counts
 * for its sources (the request's `launch`), a share for its item, and opens for the campaign the
 * launch names; the hub's admins count apart (`day.admins`, left out of the statistics by default).
 * Events naming records the hub does not have are dropped: a stale or forged report must not
 * invent items.
 */
export async function create(ctx: ServiceContext, input: In<'events.create'>): Promise<Out<'events.create'>> {
  const visitor = ctx.caller?.id ?? null
  // Checked against committed data, whose id indexes are cached: a batch costs a lookup per event.
  const plan = await ctx.store.read((data): Plan => {
    const app = appOf(data, ctx.appKey)
    const opens = new Map<string, number>()
    const shares = new Map<string, number>()
    let visits = 0
    for (const event of input.events) {
      if (event.type === 'visit') {
        visits += 1
        continue
      }
      if (openTargetTitle(app, event.target, event.id) === undefined) continue
      const counts = event.type === 'open' ? opens : shares
      const key = itemKey(event.target, event.id)
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    const source = visits > 0 || opens.size > 0 ? visitSource(app, ctx.appKey, input.launch ?? {}, visitor) : null
    return { opens, shares, visits, source }
  })
  if (plan.opens.size === 0 && plan.shares.size === 0 && plan.visits === 0) return null
  const today = utcDay(ctx.now())
  await ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const day = dayOf(app, today)
    count(ctx.caller?.isAdmin ? (day.admins ??= { opens: 0, visitors: {}, items: {} }) : day, plan, visitor)
    if (plan.shares.size > 0 && ctx.caller?.name) rememberSharer(app, ctx.caller.id, ctx.caller.name)
  })
  return null
}

function count(counters: DayCounters, plan: Plan, visitor: number | null): void {
  const key = visitor === null ? null : String(visitor)
  const seen = (set: UserIdSet) => {
    if (key !== null && set[key] === undefined) set[key] = 1
  }
  const itemOf = (item: string): ItemCounter => (counters.items[item] ??= { opens: 0, visitors: {} })
  let opens = 0
  for (const [item, times] of plan.opens) {
    const counter = itemOf(item)
    counter.opens += times
    opens += times
    seen(counter.visitors)
  }
  counters.opens += opens
  for (const [item, times] of plan.shares) {
    const counter = itemOf(item)
    counter.shares = (counter.shares ?? 0) + times
  }
  if (opens > 0 || plan.visits > 0) seen(counters.visitors)
  const source = plan.source
  if (!source || (plan.visits === 0 && (source.campaignId === null || opens === 0))) return
  const sources = (counters.sources ??= emptySources())
  if (source.campaignId !== null) (sources.campaigns[String(source.campaignId)] ??= { visits: 0, visitors: {}, opens: 0 }).opens += opens
  if (plan.visits === 0) return
  const visit = (counter: VisitCounter) => {
    counter.visits += plan.visits
    seen(counter.visitors)
  }
  sources.visits += plan.visits
  if (source.unknown) visit(sources.unknown)
  if (source.campaignId !== null) visit(sources.campaigns[String(source.campaignId)] as VisitCounter)
  if (source.sharerId !== null) visit((sources.sharers[String(source.sharerId)] ??= { visits: 0, visitors: {} }))
  if (source.arrival !== null) {
    const arrival = itemOf(source.arrival)
    arrival.visits = (arrival.visits ?? 0) + plan.visits
  }
  const chats = (sources.chatTypes[source.chatType] ??= { visits: 0, visitors: {}, chats: {} })
  visit(chats)
  const instance = source.chatInstance
  if (instance !== null && chats.chats[instance] === undefined && Object.keys(chats.chats).length < MAX_CHATS_A_DAY)
    chats.chats[instance] = 1
  visit((sources.platforms[source.platform] ??= { visits: 0, visitors: {} }))
  const language =
    sources.languages[source.language] !== undefined || Object.keys(sources.languages).length < MAX_LANGUAGES_A_DAY
      ? source.language
      : 'other'
  visit((sources.languages[language] ??= { visits: 0, visitors: {} }))
}

const emptySources = (): SourcesRecord => ({
  visits: 0,
  campaigns: {},
  sharers: {},
  chatTypes: {},
  platforms: {},
  languages: {},
  unknown: { visits: 0, visitors: {} },
})

/** The name a sharer signed in with, kept for the statistics' sharers (only while it changes: one write of it). */
export function rememberSharer(app: AppData, id: number, name: string): void {
  const sharers = (app.sharers ??= {})
  if (sharers[String(id)]?.name !== name) sharers[String(id)] = { name }
}

/** The counters of `date`, made on its first count; days past retention go then. */
function dayOf(app: AppData, date: string): OpensDayRecord {
  const days = app.openStats
  const known = Object.hasOwn(days, date) ? days[date] : undefined
  if (known) return known
  const oldest = addDays(date, -(STATS_RETENTION_DAYS - 1))
  for (const day of Object.keys(days)) if (day < oldest) delete days[day]
  days[date] = { opens: 0, visitors: {}, items: {} }
  return days[date]
}
