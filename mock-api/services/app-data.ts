import type { ListMeta } from '@/api/contract/common'
import { notFound } from '../errors'
import type { AppData, Data } from '../store/store'

/** The records of one app key; an unknown app key is a 404, like an unknown id. */
export function appOf(data: Data, appKey: string): AppData {
  const app = findApp(data, appKey)
  if (!app) throw notFound()
  return app
}

/** Own keys only: an app key such as `constructor` must not find Object.prototype's. */
export function findApp(data: Data, appKey: string): AppData | undefined {
  return Object.hasOwn(data.apps, appKey) ? data.apps[appKey] : undefined
}

export function findById<T extends { id: number }>(items: readonly T[], id: number): T {
  const item = items.find((candidate) => candidate.id === id)
  if (!item) throw notFound()
  return item
}

export function indexOfId<T extends { id: number }>(items: readonly T[], id: number): number {
  const index = items.findIndex((candidate) => candidate.id === id)
  if (index < 0) throw notFound()
  return index
}

export interface Pagination {
  offset: number
  limit: number
}

/** One page of `items` as views, with the `meta` every list answers. */
export function listPage<T, V>(items: readonly T[], pagination: Pagination | undefined, view: (item: T) => V) {
  const offset = pagination?.offset ?? 0
  const limit = pagination?.limit ?? 100
  const meta: ListMeta = { total: items.length, offset, limit }
  return { data: items.slice(offset, offset + limit).map((item) => view(item)), meta }
}

export const byIdAscending = (a: { id: number }, b: { id: number }) => a.id - b.id

export function containsText(haystack: string, needle: string | undefined): boolean {
  return needle === undefined || lowerCase(haystack).includes(lowerCase(needle).trim())
}

/**
 * Lower-cased texts, remembered: a list filter would lower-case every title of a collection (and
 * its needle) on every read, about 0.5 µs each; a stored string's lookup uses the hash it holds.
 */
const lowered = new Map<string, string>()
function lowerCase(text: string): string {
  let lower = lowered.get(text)
  if (lower === undefined) {
    if (lowered.size >= 100_000) lowered.clear()
    lower = text.toLocaleLowerCase()
    lowered.set(text, lower)
  }
  return lower
}

export function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)]
}

/** Whether `ids` lists exactly the members of `current`, each once, in any order. */
export function sameMembers(ids: readonly number[], current: readonly number[]): boolean {
  const wanted = new Set(current)
  return ids.length === wanted.size && new Set(ids).size === ids.length && ids.every((id) => wanted.has(id))
}
