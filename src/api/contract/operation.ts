import { z } from 'zod'
import { byId, listOf } from './common'
import type { Route } from './carrier'

export { carrierOf, pathParams, type Carrier, type HttpMethod, type Route } from './carrier'

/**
 * Who may call an operation:
 * - `public`: anyone with the app key (auth, the navigation, error reports)
 * - `visitor`: the hub's reads; anonymous callers too, unless the hub requires a subscription
 * - `admin`: a signed-in messenger user listed among the app key's admins
 */
export type Access = 'public' | 'visitor' | 'admin'

export interface Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> extends Route {
  input: I
  output: O
  access: Access
  summary: string
}

export function op<I extends z.ZodType, O extends z.ZodType>(operation: Operation<I, O>): Operation<I, O> {
  return operation
}

/**
 * The five admin calls every managed resource has (SPEC 7): list, read, create, update, delete.
 * Keys become tRPC paths `admin.<resource>.<verb>`; `resource` is also the path segment's name.
 */
export function adminCrud<R extends string, V extends z.ZodType, S extends z.ZodRawShape, Q extends z.ZodType>(
  resource: R,
  path: `/${string}`,
  schemas: { view: V; write: z.ZodObject<S>; query: Q },
) {
  const one = `${path}/{id}` as const
  const { view, write, query } = schemas
  return prefixed(`admin.${resource}`, {
    list: op({ method: 'GET', path, input: query, output: listOf(view), access: 'admin', list: true, summary: `List ${resource}` }),
    get: op({ method: 'GET', path: one, input: byId, output: view, access: 'admin', summary: `Read one of ${resource}` }),
    create: op({ method: 'POST', path, input: write, output: view, access: 'admin', status: 201, summary: `Create one of ${resource}` }),
    update: op({
      method: 'PUT',
      path: one,
      input: write.safeExtend(byId.shape as never) as unknown as z.ZodObject<S & typeof byId.shape>,
      output: view,
      access: 'admin',
      summary: `Replace one of ${resource}`,
    }),
    delete: op({
      method: 'DELETE',
      path: one,
      input: byId,
      output: z.null(),
      access: 'admin',
      status: 204,
      summary: `Delete one of ${resource}`,
    }),
  })
}

/** `{ list, get }` -> `{ 'admin.buttons.list', 'admin.buttons.get' }` */
function prefixed<T extends Record<string, unknown>, P extends string>(prefix: P, ops: T) {
  return Object.fromEntries(Object.entries(ops).map(([k, v]) => [`${prefix}.${k}`, v])) as {
    [K in keyof T & string as `${P}.${K}`]: T[K]
  }
}
