import * as themes from '../services/themes'
import { procedure, router } from '../trpc'

export const themesRouter = router({
  list: procedure('themes.list').query(({ ctx, input }) => themes.list(ctx, input)),
})

export const adminThemesRouter = router({
  list: procedure('admin.themes.list').query(({ ctx, input }) => themes.adminList(ctx, input)),
  get: procedure('admin.themes.get').query(({ ctx, input }) => themes.adminGet(ctx, input)),
  create: procedure('admin.themes.create').mutation(({ ctx, input }) => themes.create(ctx, input)),
  update: procedure('admin.themes.update').mutation(({ ctx, input }) => themes.update(ctx, input)),
  delete: procedure('admin.themes.delete').mutation(({ ctx, input }) => themes.remove(ctx, input)),
})
