import type { ResourceService } from '../services/resource'
import type { CrudResource } from '../services/operation-types'
import { procedure, router } from '../trpc'

/**
 * The five procedures `adminCrud` declares for a resource, each calling its service. Their input
 * and output types come from the operations table (`procedure`); inside this generic function
 * TypeScript cannot relate them to the service's, hence the `never` casts in the resolvers.
 */
export function crudRouter<R extends CrudResource>(resource: R, service: ResourceService<R>) {
  return router({
    list: procedure(`admin.${resource}.list`).query(({ ctx, input }) => service.adminList(ctx, input as never) as never),
    get: procedure(`admin.${resource}.get`).query(({ ctx, input }) => service.adminGet(ctx, input as never) as never),
    create: procedure(`admin.${resource}.create`).mutation(({ ctx, input }) => service.create(ctx, input as never) as never),
    update: procedure(`admin.${resource}.update`).mutation(({ ctx, input }) => service.update(ctx, input as never) as never),
    delete: procedure(`admin.${resource}.delete`).mutation(({ ctx, input }) => service.remove(ctx, input as never) as never),
  })
}
