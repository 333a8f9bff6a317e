import { useMemo } from 'react'
import type { OpenTarget } from '@/api/contract/events'
import { trpc } from '@/api/trpc'
import { retryUnlessUnsupported, useCapability } from '@/features/admin/parts/capability/capabilities'
import { defaultStatsRange, statsInput } from './stats-input'

/**
 * Opens of each item of one kind over the last 30 days, for a list's rows: one stats read per
 * list. Undefined while loading, when the read fails, or when the backend has no statistics (404):
 * the rows then show no count at all rather than a wrong zero.
 */
export function useOpens(target: OpenTarget): ReadonlyMap<number, number> | undefined {
  const range = useMemo(() => defaultStatsRange(), [])
  // Not asked once the backend is known to have no statistics.
  const enabled = useCapability('stats') !== 'unsupported'
  const query = trpc.admin.stats.get.useQuery(statsInput(range, target), { retry: retryUnlessUnsupported, staleTime: 60_000, enabled })
  const items = query.data?.items
  return useMemo(
    () => (items ? new Map(items.filter((item) => item.target === target).map((item) => [item.id, item.opens])) : undefined),
    [items, target],
  )
}
