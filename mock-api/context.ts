import type { AdminRole } from '@/api/contract/roles'
import type { Store } from './store/store'
import type { FileStorage } from './store/file-storage'

/** How many audit entries a hub keeps, and for how long (services/audit.ts AUDIT_LIMITS by default). */
export interface AuditLimits {
  maxEntries: number
  maxAgeDays: number
}

/** Who is calling: set from a verified bearer token. */
export interface Caller {
  id: number
  isAdmin: boolean
  /**
   * The name the launch data gave at sign-in (first and last), when the token carries it: sharers
   * (issue 26) and the outbox (issue 27) are named by it. Absent from tokens issued before names were kept.
   */
  name?: string
  /** The admin's role in this hub, looked up at this request (null for visitors). */
  role: AdminRole | null
}

/**
 * Whom a visitor read is for: the signed-in caller (null: anonymous) and whether they are a member
 * of the hub's channel (admins count as members; anonymous callers never are). Set by the visitor
 * procedures; a service without one reads as an anonymous outsider.
 */
export interface Viewer {
  userId: number | null
  member: boolean
}

/** What every service receives: the app key's data and the caller. Never another app key's. */
export interface ServiceContext {
  appKey: string
  caller: Caller | null
  store: Store
  files: FileStorage
  now: () => Date
  /** The audit log's bounds (services/audit.ts AUDIT_LIMITS unless a test sets smaller ones). */
  auditLimits?: AuditLimits
  /** Visitor reads: whom they are for (see Viewer). */
  viewer?: Viewer
  /** Another success status than the operation's (an idempotent create that found its record answers 200). */
  setStatus?: (status: 200) => void
}
