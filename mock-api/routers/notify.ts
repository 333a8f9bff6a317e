import * as notify from '../services/notify'
import { procedure, router } from '../trpc'

export const notifyRequestsRouter = router({
  create: procedure('notifyRequests.create').mutation(({ ctx, input }) => notify.create(ctx, input)),
  delete: procedure('notifyRequests.delete').mutation(({ ctx, input }) => notify.remove(ctx, input)),
})

export const adminNotificationsRouter = router({
  list: procedure('admin.notifications.list').query(({ ctx, input }) => notify.outbox(ctx, input)),
})
