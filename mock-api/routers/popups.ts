import * as popups from '../services/popups'
import { procedure, router } from '../trpc'

export const adminPopupsRouter = router({
  list: procedure('admin.popups.list').query(({ ctx, input }) => popups.adminList(ctx, input)),
  get: procedure('admin.popups.get').query(({ ctx, input }) => popups.adminGet(ctx, input)),
  create: procedure('admin.popups.create').mutation(({ ctx, input }) => popups.create(ctx, input)),
  update: procedure('admin.popups.update').mutation(({ ctx, input }) => popups.update(ctx, input)),
  delete: procedure('admin.popups.delete').mutation(({ ctx, input }) => popups.remove(ctx, input)),
})
