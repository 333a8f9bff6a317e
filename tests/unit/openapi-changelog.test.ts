import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { contractChangelog } from '@mock-api/openapi/changelog'

it('docs/contract-changelog.md is current (npm run gen:contract-docs writes it)', () => {
  expect(readFileSync('docs/contract-changelog.md', 'utf8')).toBe(contractChangelog())
})
