import * as texts from '../services/texts'
import { procedure, router } from '../trpc'

export const adminTextsRouter = router({
  list: procedure('admin.texts.list').query(({ ctx, input }) => texts.adminList(ctx, input)),
  get: procedure('admin.texts.get').query(({ ctx, input }) => texts.adminGet(ctx, input)),
  create: procedure('admin.texts.create').mutation(({ ctx, input }) => texts.create(ctx, input)),
  update: procedure('admin.texts.update').mutation(({ ctx, input }) => texts.update(ctx, input)),
  delete: procedure('admin.texts.delete').mutation(({ ctx, input }) => texts.remove(ctx, input)),
})
