/** The wire facts of an operation, free of zod so the visitor's bundle can carry them cheaply. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * How the input travels besides path parameters (which are always named `{x}` in the path):
 * - `query`: bracketed query string (`filter[is_active]=1`), the default for GET and DELETE
 * - `json`: JSON object body, the default for POST and PUT
 * - `jsonArray`: the body is a bare JSON array taken from the named input key
 * - `multipart`: form data (uploads)
 * - `initData`: the `initData` input key travels as `Authorization: tma <initData>`
 */
export type Carrier =
  | { kind: 'query' }
  | { kind: 'json' }
  | { kind: 'jsonArray'; key: string }
  | { kind: 'multipart' }
  | { kind: 'initData' }

export interface Route {
  method: HttpMethod
  path: `/${string}`
  carrier?: Carrier
  /** Lists answer `{ data, meta }` as they are; everything else is wrapped in `{ data }`. */
  list?: boolean
  /** 201 for creates, 204 for deletes (no body); 200 otherwise. */
  status?: 200 | 201 | 204
}

export function carrierOf(route: Route): Carrier {
  if (route.carrier) return route.carrier
  return route.method === 'GET' || route.method === 'DELETE' ? { kind: 'query' } : { kind: 'json' }
}

export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
}
