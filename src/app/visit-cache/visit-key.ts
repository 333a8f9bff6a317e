import type { LaunchParams } from '@/messenger/launch-params'

/**
 * Repeat visits (issue 17): the visitor reads that draw Home, category and section screens are kept
 * on the device per hub and per launch user (visit-cache.ts, a chunk of its own). This is all of it
 * the first screen carries: where they are kept, and whether anything is.
 */

/** Bumped when a kept answer's shape changes in a way the build's name below would not tell. */
const SCHEMA = 1
export const VISIT_PREFIX = 'nav-hub:visit:'

/**
 * The build's own name: the entry chunk's hashed file name in production (a new release is
 * another file, so it never reads an old shape), the source path in development and tests.
 */
export const VISIT_CACHE_VERSION = `${String(SCHEMA)}-${import.meta.url.split('/').pop() ?? ''}`

/** The storage key of one hub's reads for one launch user (anonymous visitors share one). */
export function visitCacheKey(appKey: string, userId: number | null | undefined, version = VISIT_CACHE_VERSION): string {
  return `${VISIT_PREFIX}${version}:${appKey}:${userId == null ? 'anon' : String(userId)}`
}

/** The storage key of the hub's kept reads for this launch's user; null while the launch params are unknown. */
export function visitKeyFor(launch: LaunchParams | null | undefined, appKey: string | null): string | null {
  if (launch === undefined || !appKey) return null
  return visitCacheKey(appKey, launch?.user?.id)
}

/** What is kept under a key, unparsed; null when nothing is (or storage is refused: private mode, a sandboxed frame). */
export function keptText(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey)
  } catch {
    return null
  }
}
