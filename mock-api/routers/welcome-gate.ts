import * as joinRequests from '../services/join-requests'
import * as welcomeGate from '../services/welcome-gate'
import { procedure, router } from '../trpc'

export const adminWelcomeGateRouter = router({
  get: procedure('admin.welcomeGate.get').query(({ ctx }) => welcomeGate.adminGet(ctx)),
  update: procedure('admin.welcomeGate.update').mutation(({ ctx, input }) => welcomeGate.update(ctx, input)),
})

export const joinRequestsRouter = router({
  get: procedure('joinRequests.get').query(({ ctx, input }) => joinRequests.get(ctx, input)),
  answer: procedure('joinRequests.answer').mutation(({ ctx, input }) => joinRequests.answer(ctx, input)),
})
