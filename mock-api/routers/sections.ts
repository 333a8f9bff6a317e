import * as sections from '../services/sections'
import { procedure, router } from '../trpc'

export const sectionsRouter = router({
  list: procedure('sections.list').query(({ ctx, input }) => sections.list(ctx, input)),
  get: procedure('sections.get').query(({ ctx, input }) => sections.get(ctx, input)),
})

export const adminSectionsRouter = router({
  list: procedure('admin.sections.list').query(({ ctx, input }) => sections.adminList(ctx, input)),
  get: procedure('admin.sections.get').query(({ ctx, input }) => sections.adminGet(ctx, input)),
  create: procedure('admin.sections.create').mutation(({ ctx, input }) => sections.create(ctx, input)),
  update: procedure('admin.sections.update').mutation(({ ctx, input }) => sections.update(ctx, input)),
  delete: procedure('admin.sections.delete').mutation(({ ctx, input }) => sections.remove(ctx, input)),
})
