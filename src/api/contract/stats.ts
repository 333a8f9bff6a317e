import { z } from 'zod'
import { openTarget } from './events'
import { opens } from './extensions'
import { op } from './operation'

/**
 * `filter[from]`, `filter[to]`: UTC dates, both included; `to` defaults to today, `from` to 29 days
 * before `to`. `filter[target]`: only opens of that kind (totals and days too).
 */
export const statsQuery = z
  .object({
    filter: z.object({ from: z.iso.date(), to: z.iso.date(), target: openTarget }).partial().optional(),
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
})
export type StatsItem = z.infer<typeof statsItem>

export const statsDay = z.object({ date: z.string(), opens: count, visitors: count })
export type StatsDay = z.infer<typeof statsDay>

export const stats = z.object({
  /** The range answered (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  /** `visitors`: distinct signed-in visitors across the whole range (not the sum of the days'). */
  totals: z.object({ opens: count, visitors: count }),
  /** Every day of the range in order, days without opens included. */
  days: z.array(statsDay),
  /** What was opened, most opens first (then visitors, then target and id). */
  items: z.array(statsItem),
})
export type Stats = z.infer<typeof stats>

export const statsOps = {
  'admin.stats.get': op({
    method: 'GET',
    path: '/admin/stats',
    input: statsQuery,
    output: stats,
    access: 'admin',
    role: 'analyst',
    summary: 'Read statistics',
    description:
      'Opens and visitors per day and per item over `filter[from]`..`filter[to]` (UTC dates, both included; default the last 30 ' +
      'days, at most 366); `filter[target]` keeps one kind of item. Deleted items stay listed with `deleted: true`.',
    origin: opens,
  }),
}
