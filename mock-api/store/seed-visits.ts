import { addDays, utcDay } from '@/api/contract/plain/utc-days'
import { sequence } from './seed-opens'
import type { AppData, DayCounters, SourcesRecord, VisitCounter } from './store'

/** The made-up visitors of seed-opens.ts (700000001...), so a day's visitors and openers overlap as on a real hub. */
const FIRST_VISITOR_ID = 700_000_001
const VISITOR_POOL = 400
/** Regulars who share now and then (names as they signed in when they shared). */
const SHARERS: [id: number, name: string][] = [
  [700_000_007, 'Ольга Котова'],
  [700_000_042, 'Дмитрий Лебедев'],
  [700_000_113, 'Марина Юсупова'],
]

const CHAT_TYPES: [string, number][] = [
  ['none', 40],
  ['channel', 25],
  ['private', 15],
  ['supergroup', 10],
  ['group', 6],
  ['sender', 4],
]
const PLATFORMS: [string, number][] = [
  ['android', 45],
  ['ios', 35],
  ['tdesktop', 12],
  ['weba', 4],
  ['macos', 4],
]
const LANGUAGES: [string, number][] = [
  ['ru', 70],
  ['en', 14],
  ['uk', 8],
  ['kk', 5],
  ['de', 3],
]

function weighted<T>(random: () => number, rows: readonly [T, number][]): T {
  const total = rows.reduce((sum, [, weight]) => sum + weight, 0)
  let left = random() * total
  for (const [value, weight] of rows) if ((left -= weight) < 0) return value
  return (rows.at(-1) as [T, number])[0]
}

const empty = (): SourcesRecord => ({
  visits: 0,
  campaigns: {},
  sharers: {},
  chatTypes: {},
  platforms: {},
  languages: {},
  unknown: { visits: 0, visitors: {} },
})

/**
 * Four weeks of made-up visits ending on `today` (UTC), beside seed-opens.ts's opens: most direct,
 * some through the hub's campaigns (the archived one only in its first week) and through links its
 * regulars shared, a few with a start parameter the hub cannot place. Deterministic for the day.
 * Call after seedOpens and the campaigns: visits join the days it made.
 */
export function seedVisits(app: AppData, today: Date, days = 28): void {
  const random = sequence(26)
  const shareable = app.categories.filter((c) => c.isActive && c.parentId === null).map((c) => `category:${String(c.id)}`)
  const last = utcDay(today)
  for (const [id, name] of SHARERS) (app.sharers ??= {})[String(id)] = { name }
  for (let back = days - 1; back >= 0; back -= 1) {
    const date = addDays(last, -back)
    const day: DayCounters = (app.openStats[date] ??= { opens: 0, visitors: {}, items: {} })
    const sources = (day.sources = empty())
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())
    const visits = Math.round((weekend ? 30 : 48) + (days - back) * 1.2 + random() * 12)
    const campaigns = app.campaigns.filter((campaign) => !campaign.archived || back >= days - 7)
    for (let v = 0; v < visits; v += 1) {
      const visitor = String(FIRST_VISITOR_ID + Math.floor(random() * VISITOR_POOL))
      const count = (counter: VisitCounter) => {
        counter.visits += 1
        counter.visitors[visitor] = 1
      }
      sources.visits += 1
      day.visitors[visitor] = 1
      const roll = random()
      if (roll < 0.25 && campaigns.length > 0) {
        const campaign = campaigns[Math.floor(random() * campaigns.length)] as (typeof campaigns)[number]
        const counter = (sources.campaigns[String(campaign.id)] ??= { visits: 0, visitors: {}, opens: 0 })
        count(counter)
        counter.opens += 1 + Math.floor(random() * 3)
      } else if (roll < 0.37) {
        const [sharer] = SHARERS[Math.floor(random() * SHARERS.length)] as [number, string]
        count((sources.sharers[String(sharer)] ??= { visits: 0, visitors: {} }))
        const arrival = shareable[Math.floor(random() * shareable.length)]
        if (arrival) {
          const item = (day.items[arrival] ??= { opens: 0, visitors: {} })
          item.visits = (item.visits ?? 0) + 1
        }
      } else if (roll < 0.39) count(sources.unknown)
      const chatType = weighted(random, CHAT_TYPES)
      const chats = (sources.chatTypes[chatType] ??= { visits: 0, visitors: {}, chats: {} })
      count(chats)
      if (chatType !== 'none') chats.chats[String(-1_000_000_000_000 - Math.floor(random() * 40))] = 1
      count((sources.platforms[weighted(random, PLATFORMS)] ??= { visits: 0, visitors: {} }))
      count((sources.languages[weighted(random, LANGUAGES)] ??= { visits: 0, visitors: {} }))
    }
    // Visitors share what they like: a few a day.
    for (let s = Math.floor(random() * 4); s > 0; s -= 1) {
      const shared = shareable[Math.floor(random() * shareable.length)]
      if (!shared) continue
      const item = (day.items[shared] ??= { opens: 0, visitors: {} })
      item.shares = (item.shares ?? 0) + 1
    }
  }
}
