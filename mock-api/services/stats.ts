import { openTarget, type OpenTarget } from '@/api/contract/events'
import { messages } from '@/api/contract/messages'
import { DEFAULT_STATS_DAYS, MAX_STATS_DAYS } from '@/api/contract/plain/stats-days'
import type { StatsDay, StatsItem, StatsSources, StatsSplit } from '@/api/contract/stats'
import { addDays, daysBetween, eachDay, utcDay } from '@/api/contract/plain/utc-days'
import type { ServiceContext } from '../context'
import { unprocessable } from '../errors'
import { idIndex } from '../store/id-index'
import type { AppData, DayCounters, SourcesRecord, VisitCounter } from '../store/store'
import { appOf } from './app-data'
import { recordAudit } from './audit'
import { DenseSets } from './dense-sets'
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

/** Visitors (messenger ids) and chats (Telegram's chat instances), each counted in its own dense numbers. */
const visitorSets = new DenseSets()
const chatSets = new DenseSets()

interface ItemDigest {
  key: string
  target: OpenTarget
  id: number
  opens: number
  visitors: Int32Array
  shares: number
  visits: number
}

/** One value of a source on one day: its visits and visitors (a campaign's opens, a chat type's chats). */
interface SourceDigest {
  key: string
  visits: number
  visitors: Int32Array
  opens: number
  chats: Int32Array | null
}

const SOURCE_KINDS = ['campaigns', 'sharers', 'chatTypes', 'platforms', 'languages'] as const
type SourceKind = (typeof SOURCE_KINDS)[number]

interface SourcesDigest {
  visits: number
  kinds: Record<SourceKind, readonly SourceDigest[]>
  unknown: SourceDigest
}

/** A day's counters (of visitors, or of admins) as a read goes through them: lists of dense numbers, not objects keyed by strings. */
interface CountersDigest {
  opens: number
  visitors: Int32Array
  items: readonly ItemDigest[]
  sources: SourcesDigest | null
}

const digests = new WeakMap<DayCounters, CountersDigest>()

function sourceDigest(key: string, counter: VisitCounter & { opens?: number; chats?: Record<string, 1> }): SourceDigest {
  return {
    key,
    visits: counter.visits,
    visitors: visitorSets.listOf(counter.visitors),
    opens: counter.opens ?? 0,
    chats: counter.chats ? chatSets.listOf(counter.chats) : null,
  }
}

function sourcesDigest(sources: SourcesRecord): SourcesDigest {
  const kinds = Object.fromEntries(
    SOURCE_KINDS.map((kind) => [kind, Object.entries(sources[kind]).map(([key, counter]) => sourceDigest(key, counter))]),
  ) as Record<SourceKind, SourceDigest[]>
  return { visits: sources.visits, kinds, unknown: sourceDigest('unknown', sources.unknown) }
}

/**
 * A day's digest, remembered per committed version of its counters: every day but today stays the
 * same from one read to the next, so a read of 30 days turns one day's objects into lists, not thirty.
 */
function digestOf(counters: DayCounters): CountersDigest {
  const known = digests.get(counters)
  if (known) return known
  const digest: CountersDigest = {
    opens: counters.opens,
    visitors: visitorSets.listOf(counters.visitors),
    items: Object.entries(counters.items).map(([key, item]) => ({
      key,
      ...parseItemKey(key),
      opens: item.opens,
      visitors: visitorSets.listOf(item.visitors),
      shares: item.shares ?? 0,
      visits: item.visits ?? 0,
    })),
    sources: counters.sources ? sourcesDigest(counters.sources) : null,
  }
  if (Object.isFrozen(counters)) digests.set(counters, digest)
  return digest
}

interface ItemTally {
  target: OpenTarget
  id: number
  opens: number
  visitors: Int32Array[]
  shares: number
  visits: number
}

interface SourceTally {
  visits: number
  visitors: Int32Array[]
  opens: number
  chats: Int32Array[]
}

/** The sources of the range, value by value, as the days' digests add up. */
class SourcesTally {
  readonly kinds = Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, new Map<string, SourceTally>()])) as Record<
    SourceKind,
    Map<string, SourceTally>
  >
  readonly unknown: SourceTally = { visits: 0, visitors: [], opens: 0, chats: [] }

  add(sources: SourcesDigest): void {
    for (const kind of SOURCE_KINDS) {
      const tallies = this.kinds[kind]
      for (const source of sources.kinds[kind]) {
        let tally = tallies.get(source.key)
        if (!tally) tallies.set(source.key, (tally = { visits: 0, visitors: [], opens: 0, chats: [] }))
        addTo(tally, source)
      }
    }
    addTo(this.unknown, sources.unknown)
  }
}

function addTo(tally: SourceTally, source: SourceDigest): void {
  tally.visits += source.visits
  tally.opens += source.opens
  if (source.visitors.length > 0) tally.visitors.push(source.visitors)
  if (source.chats && source.chats.length > 0) tally.chats.push(source.chats)
}

const byVisits =
  <T extends { visits: number }>(key: (row: T) => string | number) =>
  (a: T, b: T) => {
    const [ka, kb] = [key(a), key(b)]
    return b.visits - a.visits || (ka < kb ? -1 : ka > kb ? 1 : 0)
  }

/** The range's sources as the answer lists them: rows of values with visits (campaigns with opens too), most visits first. */
function sourcesOf(app: AppData, tally: SourcesTally): StatsSources {
  const rows = (kind: SourceKind) =>
    [...tally.kinds[kind]].map(([key, source]) => ({
      key,
      visits: source.visits,
      visitors: visitorSets.distinct(source.visitors),
      opens: source.opens,
      chats: chatSets.distinct(source.chats),
    }))
  const campaigns = idIndex(app.campaigns)
  const admins = new Map(app.admins.map((admin) => [String(admin.telegramId), admin.name]))
  return {
    campaigns: rows('campaigns')
      .map(({ key, visits, visitors, opens }) => {
        const campaign = campaigns.get(Number(key))
        return {
          id: Number(key),
          title: campaign?.title ?? null,
          archived: campaign?.archived ?? false,
          deleted: campaign === undefined,
          visits,
          visitors,
          opens,
        }
      })
      .sort((a, b) => b.visits - a.visits || b.opens - a.opens || a.id - b.id),
    sharers: rows('sharers')
      .map(({ key, visits, visitors }) => ({
        userId: Number(key),
        name: admins.get(key) ?? app.sharers?.[key]?.name ?? null,
        visits,
        visitors,
      }))
      .sort(byVisits((row) => row.userId)),
    chatTypes: rows('chatTypes')
      .map(({ key, visits, visitors, chats }) => ({ chatType: key, visits, visitors, chats }))
      .sort(byVisits((row) => row.chatType)),
    platforms: rows('platforms')
      .map(({ key, visits, visitors }) => ({ platform: key, visits, visitors }))
      .sort(byVisits((row) => row.platform)),
    languages: rows('languages')
      .map(({ key, visits, visitors }) => ({ language: key, visits, visitors }))
      .sort(byVisits((row) => row.language)),
    unknown: { visits: tally.unknown.visits, visitors: visitorSets.distinct(tally.unknown.visitors) },
  }
}

const SPLIT_KINDS: Record<StatsSplit, SourceKind> = {
  campaign: 'campaigns',
  sharer: 'sharers',
  chat_type: 'chatTypes',
  platform: 'platforms',
  language: 'languages',
}

/** A day's visits split by one source (`split=`), the values with visits in the order of their keys (campaigns and sharers by id). */
function daySplit(digests: readonly CountersDigest[], kind: SourceKind): NonNullable<StatsDay['split']> {
  const byKey = new Map<string, number>()
  for (const digest of digests) {
    for (const source of digest.sources?.kinds[kind] ?? []) {
      if (source.visits > 0) byKey.set(source.key, (byKey.get(source.key) ?? 0) + source.visits)
    }
  }
  const numeric = kind === 'campaigns' || kind === 'sharers'
  return [...byKey]
    .sort(([a], [b]) => (numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0))
    .map(([key, visits]) => ({ key, visits }))
}

/**
 * GET /admin/stats: every day of the range (zeros included), the totals (visitors distinct across
 * the range) and the items opened (or shared, or arrived at) in it, titles from the current records;
 * where the visits came from (issue 26). With `filter[target]`, opens, days and totals count only that
 * kind's opens (visits and sources are not of one kind: they stay whole). The hub's admins' own counts
 * only with `filter[include_admins]`.
 */
export function get(ctx: ServiceContext, input: In<'admin.stats.get'>): Promise<Out<'admin.stats.get'>> {
  const filter = input.filter ?? {}
  const { from, to } = statsRange(filter, ctx.now())
  const target = filter.target
  const withAdmins = filter.includeAdmins === true
  const split = input.split === undefined ? null : SPLIT_KINDS[input.split]
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    const items = new Map<string, ItemTally>()
    const sources = new SourcesTally()
    const rangeVisitors: Int32Array[] = []
    let rangeVisits = 0
    const days = eachDay(from, to).map((date): StatsDay => {
      const record = Object.hasOwn(app.openStats, date) ? app.openStats[date] : undefined
      if (!record) return { date, opens: 0, visitors: 0, visits: 0, ...(split && { split: [] }) }
      const layers = withAdmins && record.admins ? [digestOf(record), digestOf(record.admins)] : [digestOf(record)]
      const visitors: Int32Array[] = []
      let opens = 0
      let visits = 0
      for (const digest of layers) {
        const counted = target === undefined ? digest.items : digest.items.filter((item) => item.target === target)
        for (const item of counted) {
          const tally = items.get(item.key)
          if (tally) {
            tally.opens += item.opens
            tally.shares += item.shares
            tally.visits += item.visits
            if (item.visitors.length > 0) tally.visitors.push(item.visitors)
          } else {
            items.set(item.key, { ...item, visitors: item.visitors.length > 0 ? [item.visitors] : [] })
          }
        }
        // The day's own list holds its visitors of every kind; one kind's are the union of its items'.
        if (target === undefined) visitors.push(digest.visitors)
        else for (const item of counted) visitors.push(item.visitors)
        opens += target === undefined ? digest.opens : counted.reduce((sum, item) => sum + item.opens, 0)
        if (digest.sources) {
          visits += digest.sources.visits
          sources.add(digest.sources)
        }
      }
      for (const list of visitors) rangeVisitors.push(list)
      rangeVisits += visits
      return { date, opens, visitors: visitorSets.distinct(visitors), visits, ...(split && { split: daySplit(layers, split) }) }
    })

    const listed: StatsItem[] = [...items.values()].map((tally) => {
      const title = openTargetTitle(app, tally.target, tally.id)
      return {
        target: tally.target,
        id: tally.id,
        title: title ?? null,
        deleted: title === undefined,
        opens: tally.opens,
        visitors: visitorSets.distinct(tally.visitors),
        shares: tally.shares,
        visits: tally.visits,
      }
    })
    listed.sort((a, b) => b.opens - a.opens || b.visitors - a.visitors || order(a.target) - order(b.target) || a.id - b.id)
    return {
      from,
      to,
      totals: { opens: days.reduce((sum, day) => sum + day.opens, 0), visitors: visitorSets.distinct(rangeVisitors), visits: rangeVisits },
      days,
      items: listed,
      sources: sourcesOf(app, sources),
    }
  })
}

const order = (target: OpenTarget) => TARGET_ORDER.get(target) ?? TARGET_ORDER.size

/**
 * DELETE /admin/stats (issue 26): every counter of the hub goes (opens, visits, sources, shares, the
 * sharers' names), in one write recorded in the history with what it forgot; nothing can bring it
 * back. Campaigns stay.
 */
export function reset(ctx: ServiceContext): Promise<Out<'admin.stats.reset'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const dates = Object.keys(app.openStats).sort()
    const before = { from: dates[0] ?? null, to: dates.at(-1) ?? null, days: dates.length }
    app.openStats = {}
    delete app.sharers
    recordAudit(app, ctx, { action: 'delete', resource: 'stats', recordId: null, before, after: null })
    return null
  })
}
