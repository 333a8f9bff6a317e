import * as linkLists from '../services/link-lists'
import { procedure, router } from '../trpc'

export const adminLinkListsRouter = router({
  list: procedure('admin.linkLists.list').query(({ ctx, input }) => linkLists.adminList(ctx, input)),
  get: procedure('admin.linkLists.get').query(({ ctx, input }) => linkLists.adminGet(ctx, input)),
  create: procedure('admin.linkLists.create').mutation(({ ctx, input }) => linkLists.create(ctx, input)),
  update: procedure('admin.linkLists.update').mutation(({ ctx, input }) => linkLists.update(ctx, input)),
  delete: procedure('admin.linkLists.delete').mutation(({ ctx, input }) => linkLists.remove(ctx, input)),
})
