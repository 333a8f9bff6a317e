import * as categories from '../services/categories'
import { procedure, router } from '../trpc'
import { crudRouter } from './crud-router'

export const categoriesRouter = router({
  list: procedure('categories.list').query(({ ctx, input }) => categories.list(ctx, input)),
  get: procedure('categories.get').query(({ ctx, input }) => categories.get(ctx, input)),
})

export const adminCategoriesRouter = router({
  ...crudRouter('categories', categories.adminCategories)._def.procedures,
  order: procedure('admin.categories.order').mutation(({ ctx, input }) => categories.order(ctx, input)),
  orderItems: procedure('admin.categories.orderItems').mutation(({ ctx, input }) => categories.orderItems(ctx, input)),
})
