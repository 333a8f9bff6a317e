import type { Route } from './carrier'
import type { Operation } from './operation'

/** The wire facts of every operation, in the order of the table. */
export function routeTable(operations: Record<string, Operation>): Record<string, Route> {
  return Object.fromEntries(
    Object.entries(operations).map(([name, { method, path, carrier, list, status }]) => [
      name,
      { method, path, ...(carrier && { carrier }), ...(list && { list }), ...(status && { status }) },
    ]),
  )
}

/** Source text of src/api/routes.gen.ts; `npm run gen:routes` writes it, a unit test checks it. */
export function routesModule(operations: Record<string, Operation>): string {
  const rows = Object.entries(routeTable(operations)).map(([name, route]) => `  '${name}': ${JSON.stringify(route)},`)
  return [
    '// Generated from src/api/contract by `npm run gen:routes`; do not edit. A unit test checks it is current.',
    "import type { Route } from './contract/carrier'",
    "import type { OperationName } from './contract'",
    '',
    '/** The REST route of every operation, without zod, for the client bundle. */',
    'export const routes: Record<OperationName, Route> = {',
    ...rows,
    '}',
    '',
  ].join('\n')
}
