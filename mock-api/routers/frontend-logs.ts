import * as frontendLogs from '../services/frontend-logs'
import { procedure, router } from '../trpc'

export const frontendLogsRouter = router({
  create: procedure('frontendLogs.create').mutation(({ ctx, input }) => frontendLogs.create(ctx, input)),
  list: procedure('frontendLogs.list').query(({ ctx, input }) => frontendLogs.list(ctx, input)),
})
