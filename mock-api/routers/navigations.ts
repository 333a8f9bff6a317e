import * as navigations from '../services/navigations'
import { procedure, router } from '../trpc'

export const navigationsRouter = router({
  get: procedure('navigations.get').query(({ ctx, input }) => navigations.get(ctx, input)),
})
