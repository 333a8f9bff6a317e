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

  it('refuses a chunked body over the limit with 413, without buffering it all', async () => {
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const answer = await fetch(`${running.baseUrl}/admin/materials`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'X-App-Key': 'demo', 'Content-Type': 'application/json' },
    } as RequestInit)
    expect(answer.status).toBe(413)
  })

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
