import * as banners from '../services/banners'
import { procedure, router } from '../trpc'

export const bannersRouter = router({
  list: procedure('banners.list').query(({ ctx, input }) => banners.list(ctx, input)),
})

export const adminBannersRouter = router({
  list: procedure('admin.banners.list').query(({ ctx, input }) => banners.adminList(ctx, input)),
  get: procedure('admin.banners.get').query(({ ctx, input }) => banners.adminGet(ctx, input)),
  create: procedure('admin.banners.create').mutation(({ ctx, input }) => banners.create(ctx, input)),
  update: procedure('admin.banners.update').mutation(({ ctx, input }) => banners.update(ctx, input)),
  delete: procedure('admin.banners.delete').mutation(({ ctx, input }) => banners.remove(ctx, input)),
})
