import * as files from '../services/files'
import { procedure, router } from '../trpc'

export const filesRouter = router({
  upload: procedure('files.upload').mutation(({ ctx, input }) => files.upload(ctx, input)),
})

export const adminFilesRouter = router({
  list: procedure('admin.files.list').query(({ ctx, input }) => files.adminList(ctx, input)),
  delete: procedure('admin.files.delete').mutation(({ ctx, input }) => files.remove(ctx, input)),
})
