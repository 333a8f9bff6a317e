import { z } from 'zod'
import { byId, type listMeta, listOf, type orderedListMeta, orderedListOf, version } from './common'
import type { Route } from './plain/carrier'
import type { Extension } from './extensions'
import type { RefusalCode } from './refusals'

export { carrierOf, pathParams, type Carrier, type HttpMethod, type Route } from './plain/carrier'

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
  /** A title of a few words (the reference's menu, a generated client's comment). */
  summary: string
  /** What it does, for the backend team: rules, defaults, what it leaves out. */
  description: string
  /**
   * `spec`: one of SPEC.md section 7's calls. Anything else is an extension: when and why it came,
   * and what the SPA does when a backend answers 404 for it (OpenAPI `x-extension`; docs/contract-changelog.md).
   */
  origin: 'spec' | Extension
  /**
   * The business refusals it may answer (src/api/contract/refusals.ts), for the OpenAPI document;
   * visitor reads may also answer `subscription_required`.
   */
  refusals?: readonly RefusalCode[]
}

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
    ordered?: O
    deleteRefusals?: readonly RefusalCode[]
    /** What a delete takes along or refuses, beyond removing the record. */
    deleteDescription?: string
    /** `spec` for SPEC.md section 7's resources; a resource added since says when and its fallback. */
    origin: 'spec' | Extension
  },
) {
  const one = `${path}/{id}` as const
  const { write, query, origin } = schemas
  const view = adminView(schemas.view)
  const list = (schemas.ordered ? orderedListOf(view) : listOf(view)) as AdminList<V, O>
  const updateShape = { ...byId.shape, version: version.optional() }
  const update = write.safeExtend(updateShape as never) as unknown as z.ZodObject<S & typeof updateShape>
  const is = `one of the hub's ${resource}`
  return prefixed(`admin.${resource}`, {
    list: op({
      method: 'GET',
      path,
      input: query,
      output: list,
      access: 'admin',
      list: true,
      summary: `List ${resource} as admins see them`,
      description: `The hub's ${resource} as admins see them (inactive and scheduled ones too), each with its version, a page at a time.`,
      origin,
    }),
    get: op({
      method: 'GET',
      path: one,
      input: byId,
      output: view,
      access: 'admin',
      summary: `Read ${is}`,
      description: `Reads ${is}.`,
      origin,
    }),
    create: op({
      method: 'POST',
      path,
      input: write,
      output: view,
      access: 'admin',
      status: 201,
      summary: `Create ${is}`,
      description: 'Creates a record from the fields sent (defaults for those left out) at version 1; answers it as the admin reads it.',
      origin,
    }),
    update: op({
      method: 'PUT',
      path: one,
      input: update,
      output: view,
      access: 'admin',
      refusals: ['edit_conflict'],
      summary: `Replace ${is}`,
      description:
        'A full replacement: fields left out take their defaults. With `version`, only that version is replaced (409 `edit_conflict` ' +
        'with the stored record otherwise); without it the update is accepted, as older clients expect. Raises the version by one.',
      origin,
    }),
    delete: op({
      method: 'DELETE',
      path: one,
      input: byId,
      output: z.null(),
      access: 'admin',
      status: 204,
      refusals: schemas.deleteRefusals ?? [],
      summary: `Delete ${is}`,
      description: schemas.deleteDescription ?? 'Deletes the record; lists that named it let go of it.',
      origin,
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
