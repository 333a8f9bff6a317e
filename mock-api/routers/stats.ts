import * as stats from '../services/stats'
import { procedure, router } from '../trpc'

export const adminStatsRouter = router({
  get: procedure('admin.stats.get').query(({ ctx, input }) => stats.get(ctx, input)),
  reset: procedure('admin.stats.reset').mutation(({ ctx }) => stats.reset(ctx)),
})
