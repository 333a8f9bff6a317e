import type { Route } from './plain/carrier'
import type { Operation } from './operation'
import type { AdminRole } from './roles'

/** The wire facts of every operation, in the order of the table. */
export function routeTable(operations: Record<string, Operation>): Record<string, Route> {
  return Object.fromEntries(
    Object.entries(operations).map(([name, { method, path, carrier, list, status }]) => [
      name,
      { method, path, ...(carrier && { carrier }), ...(list && { list }), ...(status && { status }) },
    ]),
  )
}

/** One line of the compact table (see parseRouteTable in plain/carrier.ts). */
function routeLine(name: string, { method, path, carrier, list, status }: Route): string {
  const flags = [
    list && 'list',
    status !== undefined && String(status),
    carrier && (carrier.kind === 'jsonArray' ? `${carrier.kind}:${carrier.key}` : carrier.kind),
  ]
  return [name, method, path, ...flags.filter(Boolean)].join(' ')
}

const CRUD = ['list', 'get', 'create', 'update', 'delete'] as const

/** The five routes of adminCrud(prefix, path), as parseRouteTable expands `prefix.* path`. */
function crudRoutes(path: string): Record<(typeof CRUD)[number], Route> {
  const base = path as Route['path']
  const one = `${path}/{id}` as Route['path']
  return {
    list: { method: 'GET', path: base, list: true },
    get: { method: 'GET', path: one },
    create: { method: 'POST', path: base, status: 201 },
    update: { method: 'PUT', path: one },
    delete: { method: 'DELETE', path: one, status: 204 },
  }
}

/** Lines of the compact table: a resource whose five admin calls have adminCrud's shape takes one line. */
export function routeLines(routes: Record<string, Route>): string[] {
  const lines: string[] = []
  const done = new Set<string>()
  for (const [name, route] of Object.entries(routes)) {
    if (done.has(name)) continue
    const prefix = name.endsWith('.list') ? name.slice(0, -'list'.length) : null
    const expected = prefix !== null ? crudRoutes(route.path) : null
    if (prefix !== null && expected && CRUD.every((verb) => JSON.stringify(routes[prefix + verb]) === JSON.stringify(expected[verb]))) {
      lines.push(`${prefix}* ${route.path}`)
      CRUD.forEach((verb) => done.add(prefix + verb))
      continue
    }
    lines.push(routeLine(name, route))
  }
  return lines
}

/** Source text of src/api/routes.gen.ts; `npm run gen:routes` writes it, a unit test checks it. */
export function routesModule(operations: Record<string, Operation>): string {
  return [
    '// Generated from src/api/contract by `npm run gen:routes`; do not edit. A unit test checks it is current.',
    "import { parseRouteTable, type Route } from './contract/plain/carrier'",
    "import type { OperationName } from './contract'",
    '',
    '/** The REST route of every operation, without zod, for the client bundle (format: parseRouteTable). */',
    'export const routes = parseRouteTable(`',
    ...routeLines(routeTable(operations)),
    '`) as Record<OperationName, Route>',
    '',
  ].join('\n')
}

/**
 * The least role of every admin operation that needs more than an analyst (`access: 'admin'`), in the
 * order of the table: every admin may call the rest (the reads), so the admin's bundle leaves them out.
 */
export function roleTable(operations: Record<string, Operation>): Record<string, AdminRole> {
  return Object.fromEntries(Object.entries(operations).flatMap(([name, { role }]) => (role && role !== 'analyst' ? [[name, role]] : [])))
}

/**
 * Source text of src/api/roles.gen.ts (`npm run gen:routes` writes it beside routes.gen.ts, a unit test
 * checks it): the admin's screens offer an action when the admin's role reaches the operation's `role`,
 * read from the contract rather than written again in each screen. Only the admin's chunks import it.
 */
export function rolesModule(operations: Record<string, Operation>): string {
  return [
    '// Generated from src/api/contract by `npm run gen:routes`; do not edit. A unit test checks it is current.',
    "import type { AdminRoleName } from './contract/plain/admin-roles'",
    "import type { OperationName } from './contract'",
    '',
    "/** The least role of each admin operation that needs more than an analyst (the operations table's `role`), without zod, for the admin's screens. */",
    'export const operationRoles = {',
    ...Object.entries(roleTable(operations)).map(([name, role]) => `  '${name}': '${role}',`),
    '} as const satisfies Partial<Record<OperationName, AdminRoleName>>',
    '',
    '/** An admin operation not every admin may call (a write). */',
    'export type AdminOperation = keyof typeof operationRoles',
    '',
  ].join('\n')
}

/**
 * Source text of src/api/save-roles.gen.ts: the role each admin form needs to save, by resource. A
 * module of its own: every form loads it, and the whole operations' table would cost each form 0.4 KB.
 */
export function saveRolesModule(operations: Record<string, Operation>): string {
  return [
    '// Generated from src/api/contract by `npm run gen:routes`; do not edit. A unit test checks it is current.',
    "import type { AdminRoleName } from './contract/plain/admin-roles'",
    '',
    "/** The least role that saves a resource's record (its update's role; its create's is the same), for the admin's forms. */",
    'export const saveRoles: Partial<Record<string, AdminRoleName>> = {',
    ...Object.entries(saveRoleTable(roleTable(operations))).map(([resource, role]) => `  ${resource}: '${role}',`),
    '}',
    '',
  ].join('\n')
}

/** Each resource's update role, by resource; a create that needs another role than its update is a table error. */
function saveRoleTable(roles: Record<string, string>): Record<string, string> {
  const table: Record<string, string> = {}
  for (const [name, role] of Object.entries(roles)) {
    const resource = /^admin\.(\w+)\.update$/.exec(name)?.[1]
    if (!resource) continue
    const create = roles[`admin.${resource}.create`]
    if (create !== undefined && create !== role) throw new Error(`admin.${resource}: create needs ${create}, update ${role}`)
    table[resource] = role
  }
  return table
}
