/**
 * What the device remembers of the home-screen suggestion (issue 26), per hub: how many visits it
 * has seen (one per page session) and whether the suggestion is done (dismissed or added: never
 * shown again). localStorage: a device's, not an account's.
 */
interface Remembered {
  visits: number
  done: boolean
}

const key = (appKey: string) => `hub.home-screen.${appKey}`
const counted = new Set<string>()

function read(appKey: string): Remembered {
  try {
    const raw = JSON.parse(localStorage.getItem(key(appKey)) ?? 'null') as Partial<Remembered> | null
    return { visits: typeof raw?.visits === 'number' ? raw.visits : 0, done: raw?.done === true }
  } catch {
    return { visits: 0, done: false }
  }
}

function write(appKey: string, value: Remembered) {
  try {
    localStorage.setItem(key(appKey), JSON.stringify(value))
  } catch {
    // Storage unavailable: the suggestion is then never shown (visits cannot be counted either).
  }
}

/** The visit of this page session, counted once; answers the device's visits of the hub so far and whether it is done. */
export function countVisit(appKey: string): Remembered {
  const now = read(appKey)
  if (counted.has(appKey)) return now
  counted.add(appKey)
  const next = { ...now, visits: now.visits + 1 }
  write(appKey, next)
  return next
}

/** Dismissed or added: never shown again on this device. */
export function rememberDone(appKey: string): void {
  write(appKey, { ...read(appKey), done: true })
}

/** The suggestion comes from the third visit on. */
export const SUGGEST_FROM_VISIT = 3

/** Tests only: a new page session. */
export function resetCountedVisits(): void {
  counted.clear()
}
