import type { AuditResource } from '@/api/contract/plain/resources'

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
