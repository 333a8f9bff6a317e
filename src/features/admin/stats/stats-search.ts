/**
 * The statistics' range in the URL (`?from=2026-05-01&to=2026-05-30`, UTC dates); either left out
 * means the default (the last 30 days). Written by hand, not with zod: route options are part of
 * the visitor's first load.
 */
export interface StatsSearch {
  from?: string
  to?: string
  /** Issue 26: `?admins=1` counts the hub's admins' own visits and opens too. */
  admins?: true
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (value: unknown): value is string => typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))

/** `validateSearch` of the statistics route; bad values are dropped. */
export function statsSearch(search: Record<string, unknown>): StatsSearch {
  return {
    ...(isDate(search.from) ? { from: search.from } : {}),
    ...(isDate(search.to) ? { to: search.to } : {}),
    ...(search.admins === 1 || search.admins === '1' || search.admins === true ? { admins: true as const } : {}),
  }
}
