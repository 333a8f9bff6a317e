import * as auditLog from '../services/audit'
import { restore } from '../services/restore'
import { procedure, router } from '../trpc'

export const adminAuditLogRouter = router({
  list: procedure('admin.auditLog.list').query(({ ctx, input }) => auditLog.list(ctx, input)),
  restore: procedure('admin.auditLog.restore').mutation(({ ctx, input }) => restore(ctx, input)),
})
