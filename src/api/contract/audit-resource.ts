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
  // The hub's own settings (sharing: bot username, mini app short name): one object, no id.
  'navigation',
  // Issue 26: the owner's campaign links; and the statistics, whose reset is recorded (never restored).
  'campaigns',
  'stats',
  // Issue 27: the welcome gate join requests open: one object per hub, no id.
  'welcomeGate',
])
export type AuditResource = z.infer<typeof auditResource>

/** The resources kept as collections of records with ids (everything but the hub's settings, its statistics and its welcome gate). */
export type CollectionResource = Exclude<AuditResource, 'navigation' | 'stats' | 'welcomeGate'>
