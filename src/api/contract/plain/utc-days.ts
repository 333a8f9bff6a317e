/**
 * Calendar days in UTC as `YYYY-MM-DD`, the unit of the statistics (zod-free: the admin's
 * statistics screen computes its default range with the same rules as the server).
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day of an instant. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

const startOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`)

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number): string => utcDay(new Date(startOf(day) + days * DAY_MS))

/** Days from `from` to `to` (0 for the same day; negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => Math.round((startOf(to) - startOf(from)) / DAY_MS)

/** Every day from `from` to `to`, both included (empty when `to` comes first). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}
