import { seedClub } from './seed-club'
import { seedDemo } from './seed-demo'
import type { Data } from './store'

export { emptyData } from './empty'

/**
 * The dev server's first-start data: `demo` (every feature in use) and `club` (a subscription hub).
 * What depends on the date (demo's statistics and schedules) is laid out around `today`'s UTC day,
 * so the same day gives the same data.
 */
export function seedData(today: Date = new Date()): Data {
  return { apps: { demo: seedDemo(today), club: seedClub() } }
}

/** The seed with a change (`edit` writes into a fresh copy), e.g. an empty list for a story or a test. */
export function seedWith(edit: (data: Data) => void): Data {
  const data = seedData()
  edit(data)
  return data
}
