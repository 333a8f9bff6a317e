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
  /** The admin's role in this hub, looked up at this request (null for visitors). */
  role: AdminRole | null
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
}
