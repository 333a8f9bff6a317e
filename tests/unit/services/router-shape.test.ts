import { describe, expect, it } from 'vitest'
import { operations } from '@/api/contract'
import { appRouter } from '@mock-api/routers'

describe('appRouter', () => {
  it('has exactly one procedure per operation, at the operation name', () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(Object.keys(operations).sort())
  })

  it('makes GET operations queries and the rest mutations', () => {
    const procedures: Record<string, unknown> = appRouter._def.procedures
    const typeOf = (value: unknown) =>
      (typeof value === 'function' || typeof value === 'object') && value !== null && '_def' in value
        ? (value._def as { type?: string }).type
        : undefined
    const types = new Map(Object.entries(procedures).map(([name, procedure]) => [name, typeOf(procedure)]))
    for (const [name, operation] of Object.entries(operations)) {
      expect([name, types.get(name)]).toEqual([name, operation.method === 'GET' ? 'query' : 'mutation'])
    }
  })
})
