import { z } from 'zod'
import { openTarget } from './events'
import { queryBool } from './common'
import { opens, visits } from './extensions'
import { op } from './operation'

/** A dimension of the visits' sources the per-day chart can be split by (`split=`). */
export const statsSplit = z.enum(['campaign', 'sharer', 'chat_type', 'platform', 'language'])
export type StatsSplit = z.infer<typeof statsSplit>

/**
 * `filter[from]`, `filter[to]`: UTC dates, both included; `to` defaults to today, `from` to 29 days
 * before `to`. `filter[target]`: only opens of that kind (totals and days too).
 * `filter[include_admins]=1`: the hub's admins' own visits, opens and shares too (left out by default).
 * `split=<dimension>`: each day also carries its visits by that source (`days[].split`); asked for
 * apart, so the default answer stays small (50 campaigns over a year would be 18,000 rows).
 */
export const statsQuery = z
  .object({
    filter: z.object({ from: z.iso.date(), to: z.iso.date(), target: openTarget, includeAdmins: queryBool }).partial().optional(),
    split: statsSplit.optional(),
  })
  .optional()
  .default({})

const count = z.number().int().min(0)

export const statsItem = z.object({
  target: openTarget,
  id: z.number().int(),
  /** From the current record: null when it has none (banners) or no longer exists (`deleted`). */
  title: z.string().nullable(),
  deleted: z.boolean(),
  opens: count,
  /** Distinct signed-in visitors who opened it in the range. */
  visitors: count,
  /** Times visitors shared it (issue 26; categories, sections, materials). Optional: older backends leave it out. */
  shares: count.optional(),
  /** Visits that arrived through a link naming it (issue 26; categories, sections). Optional like `shares`. */
  visits: count.optional(),
})
export type StatsItem = z.infer<typeof statsItem>

export const statsDay = z.object({
  date: z.string(),
  opens: count,
  visitors: count,
  /** Issue 26 (optional: older backends leave it out): the day's visits. */
  visits: count.optional(),
  /**
   * With `split=`: the day's visits by that source, the values with visits, in the order of their
   * keys; `key` is the campaign's or sharer's id in decimal, or the chat type, platform or language.
   */
  split: z.array(z.object({ key: z.string(), visits: count })).optional(),
})
export type StatsDay = z.infer<typeof statsDay>

const visitCounts = { visits: count, visitors: count }

/**
 * Where the range's visits came from (issue 26). Visitors are distinct signed-in visitors across the
 * range. `unknown`: visits whose start parameter had a part the server could not place (a kind it
 * does not know, a malformed or foreign sharer's code, a campaign that does not exist or no longer
 * does); the parts it could place count too.
 */
export const statsSources = z.object({
  /** Campaigns with visits or opens in the range, most visits first; archived and deleted ones too (deleted: title null). */
  campaigns: z.array(
    z.object({
      id: z.number().int(),
      title: z.string().nullable(),
      archived: z.boolean(),
      deleted: z.boolean(),
      ...visitCounts,
      opens: count,
    }),
  ),
  /** Visitors whose shared links brought visits, most visits first; `name` as they signed in when sharing, null when unknown. */
  sharers: z.array(z.object({ userId: z.number().int(), name: z.string().nullable(), ...visitCounts })),
  /** Chat types as Telegram names them (`sender`, `private`, `group`, `supergroup`, `channel`), `none` when not opened from a chat, `other`. */
  chatTypes: z.array(z.object({ chatType: z.string(), ...visitCounts, chats: count })),
  /** Telegram's platform names (`ios`, `android`, `tdesktop`...), `unknown` when not given, `other`. */
  platforms: z.array(z.object({ platform: z.string(), ...visitCounts })),
  /** Language codes as the launch gives them (`ru`, `en`, `pt-br`), `unknown` when not given, `other`. */
  languages: z.array(z.object({ language: z.string(), ...visitCounts })),
  unknown: z.object(visitCounts),
})
export type StatsSources = z.infer<typeof statsSources>

export const stats = z.object({
  /** The range answered (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  /**
   * `visitors`: distinct signed-in visitors across the whole range (not the sum of the days'), who
   * opened something or (issue 26) visited. `visits` (issue 26): sessions reported; optional.
   */
  totals: z.object({ opens: count, visitors: count, visits: count.optional() }),
  /** Every day of the range in order, days without opens included. */
  days: z.array(statsDay),
  /** What was opened (or, issue 26, shared or arrived at), most opens first (then visitors, then target and id). */
  items: z.array(statsItem),
  /** Issue 26; optional: older backends leave it out. */
  sources: statsSources.optional(),
})
export type Stats = z.infer<typeof stats>

export const statsOps = {
  'admin.stats.get': op({
    method: 'GET',
    path: '/admin/stats',
    input: statsQuery,
    output: stats,
    access: 'admin',
    summary: 'Read statistics',
    description:
      'Opens and visitors per day and per item over `filter[from]`..`filter[to]` (UTC dates, both included; default the last 30 ' +
      'days, at most 366); `filter[target]` keeps one kind of item. Deleted items stay listed with `deleted: true`. Issue 26: ' +
      "visits and where they came from (`sources`, `totals.visits`, items' `shares` and `visits`); the hub's admins' own counts " +
      "only with `filter[include_admins]=1`; `split=campaign|sharer|chat_type|platform|language` adds each day's visits by that " +
      'source (`days[].split`).',
    origin: opens,
  }),
  'admin.stats.reset': op({
    method: 'DELETE',
    path: '/admin/stats',
    input: z.object({}).optional(),
    output: z.null(),
    access: 'admin',
    status: 204,
    summary: 'Reset statistics',
    description:
      "Forgets every counter of the hub (opens, visits, sources, shares, the sharers' names) in one write, recorded in the history " +
      '(`resource: stats`, before: the first and last day with counters and how many); it cannot be restored (409 ' +
      '`restore_not_supported`). Campaigns stay.',
    origin: visits,
  }),
}
