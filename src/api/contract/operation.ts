import { z } from 'zod'
import { byId, type listMeta, listOf, type orderedListMeta, orderedListOf, version } from './common'
import type { Route } from './carrier'
import type { RefusalCode } from './refusals'
import type { AdminRole } from './roles'

export { carrierOf, pathParams, type Carrier, type HttpMethod, type Route } from './carrier'

/**
 * Who may call an operation:
 * - `public`: anyone with the app key (auth, the navigation, error reports)
 * - `visitor`: the hub's reads; anonymous callers too, unless the hub requires a subscription
 * - `admin`: a signed-in messenger user listed among the app key's admins
 */
export type Access = 'public' | 'visitor' | 'admin'

interface OperationFields<I extends z.ZodType, O extends z.ZodType> extends Route {
  input: I
  output: O
  summary: string
  /** What it does, for the backend team, where the summary does not say it all. */
  description?: string
  /** The largest request body it reads, in bytes (default: an upload's, 5 MB); a larger one is a 413. */
  bodyLimit?: number
  /**
   * The business refusals it may answer (src/api/contract/refusals.ts), for the OpenAPI document;
   * visitor reads may also answer `subscription_required`, admin calls `role_forbidden`.
   */
  refusals?: readonly RefusalCode[]
}

/**
 * Who may call it: an admin operation names the least role it needs (src/api/contract/roles.ts),
 * so an operation cannot be added without saying who may call it.
 */
type Audience = { access: 'public' | 'visitor'; role?: never } | { access: 'admin'; role: AdminRole }

export type Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = OperationFields<I, O> & Audience

/* @__NO_SIDE_EFFECTS__ */
export function op<I extends z.ZodType, O extends z.ZodType>(operation: Operation<I, O>): Operation<I, O> {
  return operation
}

const versionShape = { version }
type VersionShape = typeof versionShape

/** A view as the admin reads it: with the record's `version`. */
export type Versioned<V extends z.ZodObject> = z.ZodObject<z.core.util.Extend<V['shape'], VersionShape>, V['_zod']['config']>

/** The admin's view of a record: the view every audience reads, plus its `version`. */
/* @__NO_SIDE_EFFECTS__ */
export function adminView<V extends z.ZodObject>(view: V): Versioned<V> {
  return view.extend(versionShape) as unknown as Versioned<V>
}

type AdminList<V extends z.ZodObject, O extends boolean> = z.ZodObject<
  { data: z.ZodArray<Versioned<V>>; meta: O extends true ? typeof orderedListMeta : typeof listMeta },
  z.core.$strip
>

/**
 * The five admin calls every managed resource has (SPEC 7): list, read, create, update, delete.
 * Keys become tRPC paths `admin.<resource>.<verb>`; `resource` is also the path segment's name.
 * Admin views carry `version`; an update may send the version it edited (409 `edit_conflict` when
 * the stored one differs; without it the update is accepted, as older clients expect). `ordered`:
 * the list's meta carries `orderVersion` (the admin sets the order with an order call).
 */
/* @__NO_SIDE_EFFECTS__ */
export function adminCrud<R extends string, V extends z.ZodObject, S extends z.ZodRawShape, Q extends z.ZodType, O extends boolean = false>(
  resource: R,
  path: `/${string}`,
  schemas: {
    view: V
    write: z.ZodObject<S>
    query: Q
    /** The least role that may read (list, get) and write (create, update, delete) the resource. */
    roles: { read: AdminRole; write: AdminRole }
    ordered?: O
    deleteRefusals?: readonly RefusalCode[]
    deleteSummary?: string
  },
) {
  const one = `${path}/{id}` as const
  const { write, query, roles } = schemas
  const view = adminView(schemas.view)
  const list = (schemas.ordered ? orderedListOf(view) : listOf(view)) as AdminList<V, O>
  const updateShape = { ...byId.shape, version: version.optional() }
  return prefixed(`admin.${resource}`, {
    list: op({
      method: 'GET',
      path,
      input: query,
      output: list,
      access: 'admin',
      role: roles.read,
      list: true,
      summary: `List ${resource}`,
    }),
    get: op({ method: 'GET', path: one, input: byId, output: view, access: 'admin', role: roles.read, summary: `Read one of ${resource}` }),
    create: op({
      method: 'POST',
      path,
      input: write,
      output: view,
      access: 'admin',
      role: roles.write,
      status: 201,
      summary: `Create one of ${resource}`,
    }),
    update: op({
      method: 'PUT',
      path: one,
      input: write.safeExtend(updateShape as never) as unknown as z.ZodObject<S & typeof updateShape>,
      output: view,
      access: 'admin',
      role: roles.write,
      refusals: ['edit_conflict'],
      summary: `Replace one of ${resource}; with version, only that one`,
    }),
    delete: op({
      method: 'DELETE',
      path: one,
      input: byId,
      output: z.null(),
      access: 'admin',
      role: roles.write,
      status: 204,
      refusals: schemas.deleteRefusals ?? [],
      summary: schemas.deleteSummary ?? `Delete one of ${resource}`,
    }),
  })
}

/** `{ list, get }` -> `{ 'admin.buttons.list', 'admin.buttons.get' }` */
/* @__NO_SIDE_EFFECTS__ */
function prefixed<T extends Record<string, unknown>, P extends string>(prefix: P, ops: T) {
  return Object.fromEntries(Object.entries(ops).map(([k, v]) => [`${prefix}.${k}`, v])) as {
    [K in keyof T & string as `${P}.${K}`]: T[K]
  }
}
