import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { operations } from '@/api/contract'
import type { Operation } from '@/api/contract/operation'

describe('the role table in docs/decisions/roles-export-import.md', () => {
  it('lists every admin operation of the table with the role it needs, and nothing else', () => {
    const text = readFileSync('docs/decisions/roles-export-import.md', 'utf8')
    const documented = [...text.matchAll(/^\| `([\w.]+)` \| `(\w+) (\S+)` \| (\w+) \|$/gm)].map(([, name, method, path, role]) => ({
      name,
      method,
      path,
      role,
    }))
    const table = Object.entries(operations as Record<string, Operation>).flatMap(([name, op]) =>
      op.access === 'admin' ? [{ name, method: op.method, path: op.path, role: op.role }] : [],
    )
    expect(documented).toEqual(table)
  })
})
