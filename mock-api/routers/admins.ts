import * as admins from '../services/admins'
import { procedure, router } from '../trpc'

export const adminAdminsRouter = router({
  list: procedure('admin.admins.list').query(({ ctx, input }) => admins.adminList(ctx, input)),
  get: procedure('admin.admins.get').query(({ ctx, input }) => admins.adminGet(ctx, input)),
  create: procedure('admin.admins.create').mutation(({ ctx, input }) => admins.create(ctx, input)),
  update: procedure('admin.admins.update').mutation(({ ctx, input }) => admins.update(ctx, input)),
  delete: procedure('admin.admins.delete').mutation(({ ctx, input }) => admins.remove(ctx, input)),
})
