import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { operations } from '@/api/contract'
import type { Operation } from '@/api/contract/operation'
import { rolesModule, roleTable, routesModule, routeTable, saveRolesModule } from '@/api/contract/route-table'
import { operationRoles } from '@/api/roles.gen'
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

describe('src/api/roles.gen.ts', () => {
  it('is generated from the current operations table (run `npm run gen:routes`)', () => {
    const current = readFileSync(new URL('../../src/api/roles.gen.ts', import.meta.url), 'utf8')
    expect(current).toBe(rolesModule(operations as Record<string, Operation>))
  })

  it("and src/api/save-roles.gen.ts, the forms' roles: an access user and the welcome gate are an owner's to save", () => {
    const current = readFileSync(new URL('../../src/api/save-roles.gen.ts', import.meta.url), 'utf8')
    expect(current).toBe(saveRolesModule(operations as Record<string, Operation>))
    expect(current).toContain("admins: 'owner'")
    expect(current).toContain("welcomeGate: 'owner'")
    expect(current).toContain("categories: 'editor'")
  })

  it('names the role of every admin operation an analyst may not call, and nothing else', () => {
    const admin = Object.entries(operations as Record<string, Operation>).filter(
      ([, operation]) => operation.access === 'admin' && operation.role !== 'analyst',
    )
    expect(Object.keys(operationRoles).sort()).toEqual(admin.map(([name]) => name).sort())
    expect(operationRoles).toStrictEqual(roleTable(operations as Record<string, Operation>))
    expect(operationRoles['admin.categories.order']).toBe('editor')
    expect(operationRoles['admin.hub.import']).toBe('owner')
    expect('admin.categories.list' in operationRoles).toBe(false)
  })
})
