import * as materials from '../services/materials'
import { procedure, router } from '../trpc'

export const adminMaterialsRouter = router({
  list: procedure('admin.materials.list').query(({ ctx, input }) => materials.adminList(ctx, input)),
  get: procedure('admin.materials.get').query(({ ctx, input }) => materials.adminGet(ctx, input)),
  create: procedure('admin.materials.create').mutation(({ ctx, input }) => materials.create(ctx, input)),
  update: procedure('admin.materials.update').mutation(({ ctx, input }) => materials.update(ctx, input)),
  delete: procedure('admin.materials.delete').mutation(({ ctx, input }) => materials.remove(ctx, input)),
})
