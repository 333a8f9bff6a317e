import { adminAdmins, handOver } from '../services/admins'
import { procedure, router } from '../trpc'
import { crudRouter } from './crud-router'

export const adminAdminsRouter = router({
  ...crudRouter('admins', adminAdmins)._def.procedures,
  handOver: procedure('admin.admins.handOver').mutation(({ ctx, input }) => handOver(ctx, input)),
})
