/**
 * The one vocabulary of what an admin writes, zod-free: the audit log and its refusals (the contract's
 * `auditResource`), History's filter (validated in its route), drafts of forms and the delete flow's
 * Undo all name a resource by these words (the floating button is one of the `buttons`, an access user
 * one of the `admins`).
 */
export const AUDIT_RESOURCES = [
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
] as const
export type AuditResource = (typeof AUDIT_RESOURCES)[number]

/** The resources kept as collections of records with ids (everything but the hub's settings, its statistics and its welcome gate). */
export type CollectionResource = Exclude<AuditResource, 'navigation' | 'stats' | 'welcomeGate'>

/**
 * What an admin form edits (its draft's name, its History panel): a collection's record, or the welcome
 * gate, one object per hub that its form names with the id 0 (its History is the resource's).
 */
export type FormResource = CollectionResource | 'welcomeGate'
