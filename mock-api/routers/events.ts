import * as events from '../services/events'
import { procedure, router } from '../trpc'

export const eventsRouter = router({
  create: procedure('events.create').mutation(({ ctx, input }) => events.create(ctx, input)),
})
