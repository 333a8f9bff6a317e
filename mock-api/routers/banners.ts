import * as banners from '../services/banners'
import { procedure, router } from '../trpc'
import { crudRouter } from './crud-router'

export const bannersRouter = router({
  list: procedure('banners.list').query(({ ctx, input }) => banners.list(ctx, input)),
})

export const adminBannersRouter = router({
  ...crudRouter('banners', banners.adminBanners)._def.procedures,
  order: procedure('admin.banners.order').mutation(({ ctx, input }) => banners.order(ctx, input)),
})
