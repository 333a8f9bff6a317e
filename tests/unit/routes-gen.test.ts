import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { operations } from '@/api/contract'
import type { Operation } from '@/api/contract/operation'
import { routesModule, routeTable } from '@/api/contract/route-table'
import { routes } from '@/api/routes.gen'

describe('src/api/routes.gen.ts', () => {
  it('is generated from the current operations table (run `npm run gen:routes`)', () => {
    const current = readFileSync(new URL('../../src/api/routes.gen.ts', import.meta.url), 'utf8')
    expect(current).toBe(routesModule(operations as Record<string, Operation>))
  })

  it('reads back as exactly the routes of the operations table, every operation and nothing else', () => {
    expect(routes).toStrictEqual(routeTable(operations as Record<string, Operation>))
  })
})
