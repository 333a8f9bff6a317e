import type { AuditResource } from '@/api/contract/audit-resource'

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
] as const satisfies readonly AuditResource[]

/** History's filters in the URL: `?resource=materials&record=12&user=1&page=2`. */
export interface HistorySearch {
  resource?: AuditResource
  record?: number
  user?: number
  page?: number
}

const positiveInt = (value: unknown) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : undefined
}

/**
 * `validateSearch` of the history route; bad values are dropped. By hand, not zod: route options
 * are part of the visitor's first load. A record without a resource names nothing: dropped.
 */
export function historySearch(search: Record<string, unknown>): HistorySearch {
  const resource = HISTORY_RESOURCES.find((name) => name === search.resource)
  const record = resource ? positiveInt(search.record) : undefined
  const user = positiveInt(search.user)
  const page = positiveInt(search.page)
  return {
    ...(resource ? { resource } : {}),
    ...(record ? { record } : {}),
    ...(user ? { user } : {}),
    ...(page && page > 1 ? { page } : {}),
  }
}
