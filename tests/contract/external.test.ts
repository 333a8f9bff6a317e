import { afterAll, describe, it } from 'vitest'
import { contractCases } from './all-cases'
import { externalTarget } from './targets'

const target = externalTarget()

/** API_BASE=https://backend.example/api BOT_TOKEN=... npx vitest run --project contract external */
describe.skipIf(!target)('contract: external backend at API_BASE', () => {
  afterAll(() => target?.stop())
  if (target) contractCases(() => target)
  else it('is skipped without API_BASE', () => undefined)
})
