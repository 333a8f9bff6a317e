import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { keptText, VISIT_CACHE_VERSION, VISIT_PREFIX } from './visit-key'

/**
 * The repeat-visit cache (issue 17), out of the first screen: restoring a visit (loaded at once when
 * something is kept) and keeping one (loaded when the browser is idle). React Query's
 * dehydrate/hydrate and its persisters are not used: setQueryData with each answer's time does the
 * same for what is kept here, and the persister packages are not installed.
 */

/** Older answers are not drawn: a week-old Home is more confusing than a loader. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000
/** At most this many reads are kept per hub: the latest Home, categories and sections visited. */
const KEEP_AT_MOST = 40
const WRITE_AFTER_MS = 1000

/** What is kept: the query keys with their answers and when each arrived. */
interface KeptVisit {
  savedAt: number
  queries: { key: QueryKey; data: unknown; updatedAt: number }[]
}

const RESOURCES = new Set(['navigations', 'themes', 'categories', 'sections', 'banners', 'buttons', 'popups'])

/**
 * A visitor read worth keeping: one of the hub's public reads (never `admin.*`, whose answers show
 * what visitors must not see), and never a page of a list (the admin's theme preview reads one).
 */
export function isVisitorRead(key: QueryKey): boolean {
  const [path, options] = key as [unknown, { input?: unknown; type?: unknown } | undefined]
  if (!Array.isArray(path) || path.length !== 2 || !RESOURCES.has(path[0] as string)) return false
  if (options?.type !== 'query') return false
  const input = options.input as { pagination?: unknown } | undefined
  return input?.pagination === undefined
}

/** The kept reads under a key, or null (none, too old, unreadable). */
function readVisit(storageKey: string, now = Date.now()): KeptVisit | null {
  try {
    const text = keptText(storageKey)
    if (!text) return null
    const kept = JSON.parse(text) as KeptVisit
    if (typeof kept.savedAt !== 'number' || !Array.isArray(kept.queries) || now - kept.savedAt > KEEP_MS) return null
    return kept
  } catch {
    return null
  }
}

/**
 * Puts the kept reads into the cache with the time each answered, stale: they are drawn and asked
 * for again at once. Answers already in the cache win.
 * Returns how many were put back.
 */
export function restoreVisit(queryClient: QueryClient, storageKey: string): number {
  const kept = readVisit(storageKey)
  if (!kept) return 0
  let restored = 0
  for (const { key, data, updatedAt } of kept.queries) {
    if (!isVisitorRead(key) || data === undefined || queryClient.getQueryData(key) !== undefined) continue
    queryClient.setQueryData(key, data, { updatedAt })
    // Stale whatever its age: a new visit always asks for fresh answers (and so learns it is offline).
    void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' })
    restored++
  }
  return restored
}

/** Whether a storage key is one of ours, of another build (removed at the next write). */
export function isStaleVisitKey(key: string, version = VISIT_CACHE_VERSION): boolean {
  return key.startsWith(VISIT_PREFIX) && !key.startsWith(`${VISIT_PREFIX}${version}:`)
}

function writeVisit(storageKey: string, visit: KeptVisit): void {
  try {
    for (let index = localStorage.length - 1; index >= 0; index--) {
      const key = localStorage.key(index)
      if (key && isStaleVisitKey(key)) localStorage.removeItem(key)
    }
    localStorage.setItem(storageKey, JSON.stringify(visit))
  } catch {
    // Full or refused: the next visit simply waits for the network, as the first did.
  }
}

function keptOf(queries: readonly Query[], now: number): KeptVisit {
  const visitor = queries
    .filter((query) => query.state.status === 'success' && query.state.data !== undefined && isVisitorRead(query.queryKey))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, KEEP_AT_MOST)
  return {
    savedAt: now,
    queries: visitor.map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
  }
}

/**
 * Keeps the cache's visitor reads on the device under `storageKey()` (null: nothing to keep under,
 * e.g. while the launch is unknown), a second after each new answer: one write per burst of reads.
 * Returns the stopper.
 */
export function keepVisit(queryClient: QueryClient, storageKey: () => string | null): () => void {
  const cache = queryClient.getQueryCache()
  let timer: ReturnType<typeof setTimeout> | undefined
  const write = () => {
    timer = undefined
    const key = storageKey()
    if (key) writeVisit(key, keptOf(cache.getAll(), Date.now()))
  }
  const schedule = () => {
    timer ??= setTimeout(write, WRITE_AFTER_MS)
  }
  schedule()
  const stop = cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isVisitorRead(event.query.queryKey as QueryKey)) schedule()
  })
  return () => {
    stop()
    if (timer !== undefined) clearTimeout(timer)
  }
}
