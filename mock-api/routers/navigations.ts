import * as navigations from '../services/navigations'
import { procedure, router } from '../trpc'

export const navigationsRouter = router({
  get: procedure('navigations.get').query(({ ctx, input }) => navigations.get(ctx, input)),
})

export const adminNavigationRouter = router({
  get: procedure('admin.navigation.get').query(({ ctx }) => navigations.adminGet(ctx)),
  update: procedure('admin.navigation.update').mutation(({ ctx, input }) => navigations.updateSharing(ctx, input)),
})
