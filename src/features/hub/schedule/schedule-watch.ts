/** Read a moment after the boundary, so the server (whose clock decides) is past it too. */
export const SCHEDULE_MARGIN_MS = 1000
/** When a read again names a moment already past (a clock ahead of the server's): ask again no sooner than this. */
export const SCHEDULE_RETRY_MS = 30_000
/** setTimeout's longest wait (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1

interface Reads {
  invalidate: () => Promise<void>
}

/** The routers of the visitor reads a schedule changes (tRPC's utils; the admin's own reads are left alone). */
export interface VisitorReads {
  navigations: Reads
  categories: Reads
  sections: Reads
  banners: Reads
  buttons: Reads
}

/** When each boundary was last read for (per page), so a boundary the server still names is not read in a loop. */
const refreshedFor = new Map<string, number>()

/**
 * Reads the hub again once `nextChangeAt` has passed (plus a margin), and checks again whenever
 * the page becomes visible (browsers slow a background tab's timers). The visitor reads are made
 * stale, and those on screen are read again at once.
 * Returns the stopper.
 */
export function watchSchedule(nextChangeAt: string, utils: VisitorReads, target: Document = document): () => void {
  const at = Date.parse(nextChangeAt)
  if (Number.isNaN(at)) return () => undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    const previous = refreshedFor.get(nextChangeAt)
    const due = previous === undefined ? at + SCHEDULE_MARGIN_MS : Math.max(at, previous + SCHEDULE_RETRY_MS)
    const wait = due - Date.now()
    if (wait > 0) {
      timer = setTimeout(arm, Math.min(wait, LONGEST_WAIT_MS))
      return
    }
    refreshedFor.set(nextChangeAt, Date.now())
    void Promise.all([utils.navigations, utils.categories, utils.sections, utils.banners, utils.buttons].map((reads) => reads.invalidate()))
    // A read naming a new boundary replaces this watch; one naming the same waits SCHEDULE_RETRY_MS.
    arm()
  }
  const onVisibility = () => {
    if (target.visibilityState === 'visible') arm()
  }
  arm()
  target.addEventListener('visibilitychange', onVisibility)
  return () => {
    clearTimeout(timer)
    target.removeEventListener('visibilitychange', onVisibility)
  }
}
