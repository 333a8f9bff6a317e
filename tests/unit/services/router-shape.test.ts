import { describe, expect, it } from 'vitest'
import { operations } from '../../../src/api/contract'
import { appRouter } from '../../../mock-api/routers'

describe('appRouter', () => {
  it('has exactly one procedure per operation, at the operation name', () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(Object.keys(operations).sort())
  })

  it('makes GET operations queries and the rest mutations', () => {
    const procedures = appRouter._def.procedures as Record<string, { _def: { type: string } }>
    for (const [name, operation] of Object.entries(operations)) {
      expect([name, procedures[name]?._def.type]).toEqual([name, operation.method === 'GET' ? 'query' : 'mutation'])
    }
  })
})
