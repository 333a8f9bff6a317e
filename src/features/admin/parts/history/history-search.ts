import type { AuditResource } from '@/api/contract/audit-resource'

/** History's filters in the URL: `?resource=materials&record=12&user=1&page=2`. */
export interface HistorySearch {
  resource?: AuditResource
  record?: number
  user?: number
  page?: number
}

const positive = (value: unknown) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : undefined)

/**
 * `validateSearch` of the history route, kept tiny: route options are in every visitor's first load.
 * The screen drops a resource it does not know (history-resources.ts).
 */
export const historySearch = (search: Record<string, unknown>): HistorySearch => ({
  resource: typeof search.resource === 'string' ? (search.resource as AuditResource) : undefined,
  record: positive(search.record),
  user: positive(search.user),
  page: positive(search.page),
})
