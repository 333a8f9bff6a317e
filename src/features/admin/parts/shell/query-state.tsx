/**
 * USAGE (States part): every admin screen draws its read through one switch:
 *   <QueryState query={useMaterial(id)} pending={<Skeleton height={320} />} errorTitle={t('loadFailed')}
 *     listTo="/$appKey/admin/materials" listTitle={t('title')}>
 *     {(material) => <MaterialForm material={material} />}
 *   </QueryState>
 * Several reads: `query={allOf(record, sections, tree)}` gives `[record, sections, tree]` when all are there.
 */
import type { ReactNode } from 'react'
import type { AdminPath } from '@/features/admin/parts/shell/admin-path'
import { LoadErrorState } from './load-error-state'

/** What the switch needs of a read (React Query's `useQuery` result fits). */
export interface QueryLike<D> {
  data: D | undefined
  error: unknown
  isPending: boolean
  isError: boolean
  refetch: () => Promise<unknown>
}

/** A read's data once it is there (a query result is a union of states, some without data). */
type DataOf<Q> = Exclude<Q extends { data: infer D } ? D : never, undefined>

/**
 * Several reads as one: failed when any failed (retry asks again for the failed ones), pending while
 * any is, ready with every read's data, in order.
 */
export function allOf<const Q extends readonly QueryLike<unknown>[]>(...queries: Q): QueryLike<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const failed = queries.filter((query) => query.isError)
  const ready = queries.every((query) => query.data !== undefined)
  return {
    data: ready ? (queries.map((query) => query.data) as { [K in keyof Q]: DataOf<Q[K]> }) : undefined,
    error: failed[0]?.error ?? null,
    isError: failed.length > 0,
    isPending: failed.length === 0 && !ready,
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  }
}

interface QueryStateProps<D> {
  query: QueryLike<D>
  /** What draws while the read is on its way (the screen's skeleton). */
  pending: ReactNode
  /** The heading of a failed read ("The material did not load"). */
  errorTitle: string
  /** For an edit screen's 404: the list to go back to, and its name (see LoadErrorState). */
  listTo?: AdminPath
  listTitle?: string
  children: (data: D) => ReactNode
}

/** Pending, failed (SPEC 8's text and Retry, or not found), or ready: the one load switch of the admin. */
export function QueryState<D>({ query, pending, errorTitle, listTo, listTitle, children }: QueryStateProps<D>) {
  if (query.isError) {
    return <LoadErrorState error={query.error} title={errorTitle} onRetry={() => query.refetch()} listTo={listTo} listTitle={listTitle} />
  }
  if (query.data === undefined) return <>{pending}</>
  return <>{children(query.data)}</>
}
