/**
 * USAGE (States part): every admin screen draws its read through one switch:
 *   <QueryState query={useMaterial(id)} pending={<Skeleton height={320} />} errorTitle={t('loadFailed')}
 *     listTo="/$appKey/admin/materials" listTitle={t('title')}>
 *     {(material) => <MaterialForm material={material} />}
 *   </QueryState>
 * Several reads: `query={allOf(record, sections, tree)}` gives `[record, sections, tree]` when all are there.
 * A read beyond SPEC 7: `capability="stats"`: its 404 draws the capability's notice (parts/capability), not an error.
 */
import type { ReactNode } from 'react'
import { isUnsupported, type CapabilityName } from '@/features/admin/parts/capability/capabilities'
import { UnsupportedNotice } from '@/features/admin/parts/capability/unsupported-notice'
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
  /** The read is a call beyond SPEC 7: a backend without it (404) gets this capability's notice instead of an error. */
  capability?: CapabilityName
  /** How a missing capability is told: as the screen's state (default), or as a note of a panel (`note`, with its class). */
  unsupported?: 'state' | { note: string | undefined }
  /** Inside a panel: a failed read is one line and Retry, not a screen's state. */
  inline?: boolean
  children: (data: D) => ReactNode
}

/**
 * Pending, failed (SPEC 8's text and Retry, or not found), unsupported (a backend without the call), or
 * ready: the one load switch of the admin.
 */
export function QueryState<D>(props: QueryStateProps<D>) {
  const { query, pending, errorTitle, listTo, listTitle, capability, unsupported = 'state', children } = props
  if (query.isError && capability && isUnsupported(query.error)) {
    return unsupported === 'state' ? (
      <UnsupportedNotice capability={capability} variant="state" />
    ) : (
      <UnsupportedNotice capability={capability} variant="note" className={unsupported.note} />
    )
  }
  if (query.isError) {
    return (
      <LoadErrorState
        error={query.error}
        title={errorTitle}
        onRetry={() => query.refetch()}
        listTo={listTo}
        listTitle={listTitle}
        inline={props.inline}
      />
    )
  }
  if (query.data === undefined) return <>{pending}</>
  return <>{children(query.data)}</>
}
