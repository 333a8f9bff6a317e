/** The wire facts of an operation, free of zod so the visitor's bundle can carry them cheaply. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * How the input travels besides path parameters (which are always named `{x}` in the path):
 * - `query`: bracketed query string (`filter[is_active]=1`), the default for GET and DELETE
 * - `json`: JSON object body, the default for POST and PUT
 * - `jsonArray`: the body is a bare JSON array taken from the named input key; other keys go in the query string
 * - `multipart`: form data (uploads)
 * - `initData`: the `initData` input key travels as `Authorization: tma <initData>`
 */
export type Carrier =
  { kind: 'query' } | { kind: 'json' } | { kind: 'jsonArray'; key: string } | { kind: 'multipart' } | { kind: 'initData' }

export interface Route {
  method: HttpMethod
  path: `/${string}`
  carrier?: Carrier
  /** Lists answer `{ data, meta }` as they are; everything else is wrapped in `{ data }`. */
  list?: boolean
  /** 201 for creates, 202 for accepted reports (`{ data: null }`), 204 for deletes (no body); 200 otherwise. */
  status?: 200 | 201 | 202 | 204
}

export function carrierOf(route: Route): Carrier {
  if (route.carrier) return route.carrier
  return route.method === 'GET' || route.method === 'DELETE' ? { kind: 'query' } : { kind: 'json' }
}

export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
}

/**
 * Reads the compact route table of src/api/routes.gen.ts (written by route-table.ts), one line each:
 * `name METHOD /path [list] [status] [carrier[:key]]`, or `prefix.* /path` for the five admin calls of
 * adminCrud (list, get, create, update, delete on `/path` and `/path/{id}`).
 */
export function parseRouteTable(table: string): Record<string, Route> {
  const routes: Record<string, Route> = {}
  for (const line of table.trim().split('\n')) {
    const [name = '', ...words] = line.trim().split(' ')
    if (name.endsWith('.*')) {
      const prefix = name.slice(0, -1)
      const path = words[0] as Route['path']
      const one = `${path}/{id}` as const
      routes[`${prefix}list`] = { method: 'GET', path, list: true }
      routes[`${prefix}get`] = { method: 'GET', path: one }
      routes[`${prefix}create`] = { method: 'POST', path, status: 201 }
      routes[`${prefix}update`] = { method: 'PUT', path: one }
      routes[`${prefix}delete`] = { method: 'DELETE', path: one, status: 204 }
      continue
    }
    const [method, path, ...flags] = words
    const route: Route = { method: method as HttpMethod, path: path as Route['path'] }
    for (const flag of flags) {
      if (flag === 'list') route.list = true
      else if (/^\d+$/.test(flag)) route.status = Number(flag) as Route['status']
      else {
        const [kind, key = ''] = flag.split(':')
        route.carrier = (kind === 'jsonArray' ? { kind, key } : { kind }) as Carrier
      }
    }
    routes[name] = route
  }
  return routes
}
