import { openTarget, type OpenTarget } from '@/api/contract/events'
import { messages } from '@/api/contract/messages'
import { DEFAULT_STATS_DAYS, MAX_STATS_DAYS, type StatsItem } from '@/api/contract/stats'
import { addDays, daysBetween, eachDay, utcDay } from '@/api/contract/utc-days'
import type { ServiceContext } from '../context'
import { unprocessable } from '../errors'
import type { OpenCounter, OpensDayRecord, UserIdSet } from '../store/store'
import { appOf } from './app-data'
import { openTargetTitle, parseItemKey } from './open-targets'
import type { In, Out } from './operation-types'

const TARGET_ORDER = new Map(openTarget.options.map((target, index) => [target, index]))

/** The range a read asks for, the defaults filled in from today (UTC); 422 when it is upside down or too long. */
export function statsRange(filter: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const to = filter.to ?? utcDay(now)
  const from = filter.from ?? addDays(to, -(DEFAULT_STATS_DAYS - 1))
  if (from > to) throw unprocessable({ 'filter.to': [messages.statsRangeOrder] })
  if (daysBetween(from, to) + 1 > MAX_STATS_DAYS) throw unprocessable({ 'filter.to': [messages.statsRangeTooLong] })
  return { from, to }
}

/** How many distinct visitors the sets hold together; one set needs no merging. */
function distinct(sets: readonly UserIdSet[]): number {
  if (sets.length === 1) return Object.keys(sets[0] as UserIdSet).length
  const all = new Set<string>()
  for (const set of sets) for (const id of Object.keys(set)) all.add(id)
  return all.size
}

interface ItemTally {
  opens: number
  visitors: UserIdSet[]
}

/**
 * GET /admin/stats: every day of the range (zeros included), the totals (visitors distinct across
 * the range) and the items opened in it, titles from the current records. With `filter[target]`,
 * all three count only that kind's opens.
 */
export function get(ctx: ServiceContext, input: In<'admin.stats.get'>): Promise<Out<'admin.stats.get'>> {
  const filter = input.filter ?? {}
  const { from, to } = statsRange(filter, ctx.now())
  const target = filter.target
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const byDate = new Map<string, OpensDayRecord>()
    for (const day of app.openStats) if (day.date >= from && day.date <= to) byDate.set(day.date, day)

    const items = new Map<string, ItemTally>()
    const rangeVisitors: UserIdSet[] = []
    const days = eachDay(from, to).map((date) => {
      const record = byDate.get(date)
      if (!record) return { date, opens: 0, visitors: 0 }
      const counted: OpenCounter[] = []
      for (const [key, item] of Object.entries(record.items)) {
        if (target !== undefined && !key.startsWith(`${target}:`)) continue
        const tally = items.get(key) ?? { opens: 0, visitors: [] }
        tally.opens += item.opens
        tally.visitors.push(item.visitors)
        items.set(key, tally)
        counted.push(item)
      }
      // The day's own set holds its visitors of every kind; one kind's are the union of its items'.
      const visitors = target === undefined ? [record.visitors] : counted.map((item) => item.visitors)
      rangeVisitors.push(...visitors)
      const opens = target === undefined ? record.opens : counted.reduce((sum, item) => sum + item.opens, 0)
      return { date, opens, visitors: distinct(visitors) }
    })

    const listed: StatsItem[] = [...items].map(([key, tally]) => {
      const { target: kind, id } = parseItemKey(key)
      const title = openTargetTitle(app, kind, id)
      return {
        target: kind,
        id,
        title: title ?? null,
        deleted: title === undefined,
        opens: tally.opens,
        visitors: distinct(tally.visitors),
      }
    })
    listed.sort((a, b) => b.opens - a.opens || b.visitors - a.visitors || order(a.target) - order(b.target) || a.id - b.id)
    return {
      from,
      to,
      totals: { opens: days.reduce((sum, day) => sum + day.opens, 0), visitors: distinct(rangeVisitors) },
      days,
      items: listed,
    }
  })
}

const order = (target: OpenTarget) => TARGET_ORDER.get(target) ?? TARGET_ORDER.size
