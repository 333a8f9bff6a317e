import { seedClub } from './seed-club'
import { seedDemo } from './seed-demo'
import type { Data } from './store'

export { emptyAppData, emptyData } from './empty'

/** The dev server's first-start data: `demo` (every feature in use) and `club` (a subscription hub). */
export function seedData(): Data {
  return { apps: { demo: seedDemo(), club: seedClub() } }
}
