import { z } from 'zod'

/** What an audit entry (and a refusal) can name: every resource an admin writes. */
export const auditResource = z.enum([
  'categories',
  'sections',
  'materials',
  'texts',
  'popups',
  'buttons',
  'linkLists',
  'banners',
  'themes',
  'admins',
  'files',
])
export type AuditResource = z.infer<typeof auditResource>
