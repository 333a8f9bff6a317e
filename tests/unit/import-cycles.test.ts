import { describe, expect, it } from 'vitest'
import { findCycles, importGraph } from '../support/import-cycles'

// Lint's import-x/no-cycle skips `import type`; this holds type imports and import() too (tests/support/import-cycles.ts).
describe('import cycles', () => {
  it('src/ and mock-api/ have none, type imports included', () => {
    expect(findCycles(importGraph(['src', 'mock-api']))).toEqual([])
  })
})
