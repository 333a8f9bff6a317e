const indexes = new WeakMap<readonly object[], ReadonlyMap<number, unknown>>()

/**
 * Records by id. Committed collections are frozen and never change, so their index is built once
 * per version of the collection and shared by every read of it; a write's draft gets a fresh one.
 */
export function idIndex<T extends { id: number }>(records: readonly T[]): ReadonlyMap<number, T> {
  const known = indexes.get(records) as ReadonlyMap<number, T> | undefined
  if (known) return known
  const index = new Map(records.map((record) => [record.id, record]))
  if (Object.isFrozen(records)) indexes.set(records, index)
  return index
}
