import { z } from 'zod'
import { AUDIT_RESOURCES } from './plain/resources'

export type { AuditResource, CollectionResource } from './plain/resources'

/** What an audit entry (and a refusal) can name: every resource an admin writes (plain/resources.ts). */
export const auditResource = z.enum(AUDIT_RESOURCES)
