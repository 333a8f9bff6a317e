import { exportHub } from '../services/hub-document/export'
import { exportLinkOf } from '../services/hub-document/export-link'
import { importHub } from '../services/hub-document/import'
import { procedure, router } from '../trpc'

export const adminHubRouter = router({
  export: procedure('admin.hub.export').query(({ ctx }) => exportHub(ctx)),
  exportLink: procedure('admin.hub.exportLink').mutation(({ ctx }) => exportLinkOf(ctx)),
  import: procedure('admin.hub.import').mutation(({ ctx, input }) => importHub(ctx, input)),
})
