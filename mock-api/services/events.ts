import { STATS_RETENTION_DAYS } from '@/api/contract/plain/stats-days'
import { addDays, utcDay } from '@/api/contract/plain/utc-days'
import type { ServiceContext } from '../context'
import type { AppData, OpensDayRecord } from '../store/store'
import { appOf } from './app-data'
import { itemKey, openTargetTitle } from './open-targets'
import type { In, Out } from './operation-types'

/**
 * POST /events: each open is added to today's (UTC) counters of the hub and of the item; a
 * signed-in caller's messenger id joins the day's and the item's visitors. Events naming records
 * the hub does not have are dropped: a stale or forged report must not invent items.
 */
export async function create(ctx: ServiceContext, input: In<'events.create'>): Promise<Out<'events.create'>> {
  // Checked against committed data, whose id indexes are cached: a batch costs a lookup per event.
  const opens = await ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const counts = new Map<string, number>()
    for (const event of input.events) {
      if (openTargetTitle(app, event.target, event.id) === undefined) continue
      const key = itemKey(event.target, event.id)
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    return counts
  })
  if (opens.size === 0) return null
  const visitor = ctx.caller ? String(ctx.caller.id) : null
  const today = utcDay(ctx.now())
  await ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const day = dayOf(app, today)
    for (const [key, count] of opens) {
      const item = (day.items[key] ??= { opens: 0, visitors: {} })
      item.opens += count
      day.opens += count
      if (visitor !== null && item.visitors[visitor] === undefined) item.visitors[visitor] = 1
    }
    if (visitor !== null && day.visitors[visitor] === undefined) day.visitors[visitor] = 1
  })
  return null
}

/** The counters of `date`, made on its first open; days past retention go then. */
function dayOf(app: AppData, date: string): OpensDayRecord {
  const days = app.openStats
  const known = Object.hasOwn(days, date) ? days[date] : undefined
  if (known) return known
  const oldest = addDays(date, -(STATS_RETENTION_DAYS - 1))
  for (const day of Object.keys(days)) if (day < oldest) delete days[day]
  days[date] = { opens: 0, visitors: {}, items: {} }
  return days[date]
}
