import { openTarget, type OpenTarget } from '@/api/contract/events'
import { messages } from '@/api/contract/messages'
import { DEFAULT_STATS_DAYS, MAX_STATS_DAYS } from '@/api/contract/plain/stats-days'
import type { StatsItem } from '@/api/contract/stats'
import { addDays, daysBetween, eachDay, utcDay } from '@/api/contract/plain/utc-days'
import type { ServiceContext } from '../context'
import { unprocessable } from '../errors'
import type { OpensDayRecord, UserIdSet } from '../store/store'
import { appOf } from './app-data'
import { openTargetTitle, parseItemKey } from './open-targets'
import type { In, Out } from './operation-types'

const TARGET_ORDER = new Map(openTarget.options.map((target, index) => [target, index]))

/** The range a read asks for, the defaults filled in from today (UTC); 422 when it is upside down or too long. */
function statsRange(filter: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const to = filter.to ?? utcDay(now)
  const from = filter.from ?? addDays(to, -(DEFAULT_STATS_DAYS - 1))
  if (from > to) throw unprocessable({ 'filter.to': [messages.statsRangeOrder] })
  if (daysBetween(from, to) + 1 > MAX_STATS_DAYS) throw unprocessable({ 'filter.to': [messages.statsRangeTooLong] })
  return { from, to }
}

/**
 * Visitors are counted by marking them in a typed array: every messenger id a read meets gets a
 * small number of its own (for as long as the process runs), and a count marks each number it meets
 * with the count's own mark. Merging 30 days of an item's visitors then costs an array access per
 * id, not a Set insertion (about ten times less: a month of a busy hub holds some 50,000).
 */
const denseIds = new Map<number, number>()
let marks = new Int32Array(1024)
let mark = 0

const denseOf = (id: number): number => {
  let dense = denseIds.get(id)
  if (dense === undefined) {
    dense = denseIds.size
    denseIds.set(id, dense)
  }
  return dense
}

const denseLists = new WeakMap<UserIdSet, Int32Array>()

/** A visitor set as dense numbers, remembered per committed (frozen, never changing) set. */
function visitorsOf(set: UserIdSet): Int32Array {
  const known = denseLists.get(set)
  if (known) return known
  const list = Int32Array.from(Object.keys(set), (id) => denseOf(Number(id)))
  if (Object.isFrozen(set)) denseLists.set(set, list)
  return list
}

/** How many distinct visitors the lists hold together; one list needs no merging. */
function distinct(lists: readonly Int32Array[]): number {
  if (lists.length === 1) return (lists[0] as Int32Array).length
  if (marks.length < denseIds.size) marks = new Int32Array(Math.max(denseIds.size, marks.length * 2))
  if (mark === 0x7fffffff) {
    marks.fill(0)
    mark = 0
  }
  mark += 1
  let count = 0
  for (const list of lists) {
    for (const dense of list) {
      if (marks[dense] === mark) continue
      marks[dense] = mark
      count += 1
    }
  }
  return count
}

interface ItemDigest {
  key: string
  target: OpenTarget
  id: number
  opens: number
  visitors: Int32Array
}

/** A day's counters as a read goes through them: lists of dense numbers, not objects keyed by strings. */
interface DayDigest {
  opens: number
  visitors: Int32Array
  items: readonly ItemDigest[]
}

const digests = new WeakMap<OpensDayRecord, DayDigest>()

/**
 * A day's digest, remembered per committed version of the day: every day but today stays the same
 * from one read to the next, so a read of 30 days turns one day's objects into lists, not thirty.
 */
function digestOf(day: OpensDayRecord): DayDigest {
  const known = digests.get(day)
  if (known) return known
  const digest: DayDigest = {
    opens: day.opens,
    visitors: visitorsOf(day.visitors),
    items: Object.entries(day.items).map(([key, item]) => ({
      key,
      ...parseItemKey(key),
      opens: item.opens,
      visitors: visitorsOf(item.visitors),
    })),
  }
  if (Object.isFrozen(day)) digests.set(day, digest)
  return digest
}

interface ItemTally {
  target: OpenTarget
  id: number
  opens: number
  visitors: Int32Array[]
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
    const items = new Map<string, ItemTally>()
    const rangeVisitors: Int32Array[] = []
    const days = eachDay(from, to).map((date) => {
      const record = Object.hasOwn(app.openStats, date) ? app.openStats[date] : undefined
      if (!record) return { date, opens: 0, visitors: 0 }
      const digest = digestOf(record)
      const counted = target === undefined ? digest.items : digest.items.filter((item) => item.target === target)
      for (const item of counted) {
        const tally = items.get(item.key)
        if (tally) {
          tally.opens += item.opens
          tally.visitors.push(item.visitors)
        } else items.set(item.key, { target: item.target, id: item.id, opens: item.opens, visitors: [item.visitors] })
      }
      // The day's own list holds its visitors of every kind; one kind's are the union of its items'.
      const visitors = target === undefined ? [digest.visitors] : counted.map((item) => item.visitors)
      for (const list of visitors) rangeVisitors.push(list)
      const opens = target === undefined ? digest.opens : counted.reduce((sum, item) => sum + item.opens, 0)
      return { date, opens, visitors: distinct(visitors) }
    })

    const listed: StatsItem[] = [...items.values()].map((tally) => {
      const title = openTargetTitle(app, tally.target, tally.id)
      return {
        target: tally.target,
        id: tally.id,
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
