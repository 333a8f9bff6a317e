/** Writes docs/contract-changelog.md from the contract (tests/unit/openapi-changelog.test.ts checks it is current). */
import { writeFileSync } from 'node:fs'
import { contractChangelog } from '@mock-api/openapi/changelog'

writeFileSync('docs/contract-changelog.md', contractChangelog())
console.log('docs/contract-changelog.md written')
