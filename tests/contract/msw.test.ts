import { afterAll, describe } from 'vitest'
import { contractCases } from './all-cases'
import { mswTarget } from './targets'

const target = mswTarget()

describe('contract: MSW handlers over the memory store', () => {
  afterAll(() => target.stop())
  contractCases(() => target)
})
