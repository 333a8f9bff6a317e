import { afterAll, beforeAll, describe } from 'vitest'
import { contractCases } from './all-cases'
import { serverTarget } from './targets'

type Running = Awaited<ReturnType<typeof serverTarget>>
let running: Running

describe('contract: lowdb-backed server over HTTP', () => {
  beforeAll(async () => {
    running = await serverTarget()
  })
  afterAll(() => running.stop())
  contractCases(() => running)
})
