import * as buttons from '../services/buttons'
import { procedure, router } from '../trpc'

export const buttonsRouter = router({
  list: procedure('buttons.list').query(({ ctx, input }) => buttons.list(ctx, input)),
})

export const adminButtonsRouter = router({
  list: procedure('admin.buttons.list').query(({ ctx, input }) => buttons.adminList(ctx, input)),
  get: procedure('admin.buttons.get').query(({ ctx, input }) => buttons.adminGet(ctx, input)),
  create: procedure('admin.buttons.create').mutation(({ ctx, input }) => buttons.create(ctx, input)),
  update: procedure('admin.buttons.update').mutation(({ ctx, input }) => buttons.update(ctx, input)),
  delete: procedure('admin.buttons.delete').mutation(({ ctx, input }) => buttons.remove(ctx, input)),
})
