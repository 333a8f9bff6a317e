import { exportHub } from '../services/hub-document/export'
import { importHub } from '../services/hub-document/import'
import { procedure, router } from '../trpc'

export const adminHubRouter = router({
  export: procedure('admin.hub.export').query(({ ctx }) => exportHub(ctx)),
  import: procedure('admin.hub.import').mutation(({ ctx, input }) => importHub(ctx, input)),
})
