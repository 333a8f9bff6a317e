import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

  it('serves the same router over tRPC at /trpc', async () => {
    const base = running.baseUrl.replace(/\/api$/, '')
    const input = encodeURIComponent(JSON.stringify({ appKey: 'demo' }))
    const answer = await fetch(`${base}/trpc/navigations.get?input=${input}`, { headers: { 'X-App-Key': 'demo' } })
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { result: { data: { appKey: string } } }
    expect(body.result.data.appKey).toBe('demo')
    const refused = await fetch(`${base}/trpc/admin.materials.list`, { headers: { 'X-App-Key': 'demo' } })
    expect(refused.status).toBe(401)
  })
})
