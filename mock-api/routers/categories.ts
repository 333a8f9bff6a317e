import * as categories from '../services/categories'
import { procedure, router } from '../trpc'

export const categoriesRouter = router({
  list: procedure('categories.list').query(({ ctx, input }) => categories.list(ctx, input)),
  get: procedure('categories.get').query(({ ctx, input }) => categories.get(ctx, input)),
})

export const adminCategoriesRouter = router({
  list: procedure('admin.categories.list').query(({ ctx, input }) => categories.adminList(ctx, input)),
  get: procedure('admin.categories.get').query(({ ctx, input }) => categories.adminGet(ctx, input)),
  create: procedure('admin.categories.create').mutation(({ ctx, input }) => categories.create(ctx, input)),
  update: procedure('admin.categories.update').mutation(({ ctx, input }) => categories.update(ctx, input)),
  delete: procedure('admin.categories.delete').mutation(({ ctx, input }) => categories.remove(ctx, input)),
  order: procedure('admin.categories.order').mutation(({ ctx, input }) => categories.order(ctx, input)),
  orderItems: procedure('admin.categories.orderItems').mutation(({ ctx, input }) => categories.orderItems(ctx, input)),
})
