import type { AuditResource } from '@/api/contract/audit-resource'
import type { HistorySearch } from './history-search'

/** Every resource the filter offers, in the order the admin index lists screens. */
export const HISTORY_RESOURCES = [
  'categories',
  'sections',
  'materials',
  'popups',
  'texts',
  'buttons',
  'linkLists',
  'banners',
  'themes',
  'files',
  'admins',
  'navigation',
  'campaigns',
  'stats',
] as const satisfies readonly AuditResource[]

/** The URL's filters as the call takes them: an unknown resource, and a record without one, name nothing. */
export function knownSearch(search: HistorySearch): HistorySearch {
  const resource = HISTORY_RESOURCES.find((name) => name === search.resource)
  return {
    resource,
    record: resource ? search.record : undefined,
    user: search.user,
    page: search.page && search.page > 1 ? search.page : undefined,
  }
}
