import { exportHub } from '../services/hub-document/export'
import { importHub } from '../services/hub-document/import'
import { procedure } from '../trpc'

export const adminExportProcedure = procedure('admin.export').query(({ ctx }) => exportHub(ctx))
export const adminImportProcedure = procedure('admin.import').mutation(({ ctx, input }) => importHub(ctx, input))
