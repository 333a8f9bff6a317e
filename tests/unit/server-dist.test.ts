import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { createMemoryStore } from '@mock-api/store/memory'

describe('serving dist/', () => {
  let dir = ''
  let base = ''
  let port = 0
  let stop = async () => undefined as unknown
  const store = createMemoryStore()
  /** The server over `dir/dist`, as `npm run preview` runs it. */
  const serve = (on: number) =>
    startServer({
      port: on,
      mode: 'dist',
      distDir: join(dir, 'dist'),
      devLaunch: false,
      botToken: DEV_BOT_TOKEN,
      store,
      files: createFsFileStorage(dir),
    })

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nav-hub-dist-'))
    await mkdir(join(dir, 'dist'))
    await mkdir(join(dir, 'dist-secret'))
    await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>spa</title>')
    await writeFile(join(dir, 'dist-secret', 'key.txt'), 'secret')
    const running = await serve(0)
    stop = running.close
    port = running.port
    base = `http://127.0.0.1:${String(running.port)}`
  })
  afterAll(async () => {
    await stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('never serves a sibling directory whose name starts like dist', async () => {
    const answer = await fetch(`${base}/a%2F..%2F..%2Fdist-secret%2Fkey.txt`)
    expect(await answer.text()).not.toBe('secret')
  })

  it('answers the SPA (not 500) for a malformed escape in the path', async () => {
    const answer = await fetch(`${base}/%E0%A4%A`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('spa')
  })

  it('knows nothing of the development stand-ins: every /__dev/ path is 404', async () => {
    const post = (path: string, body: object) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    expect((await post('/__dev/members', { app_key: 'demo', user_id: 2, member: true })).status).toBe(404)
    expect((await post('/__dev/join-requests', { app_key: 'demo', user_id: 2 })).status).toBe(404)
    expect((await fetch(`${base}/__dev/launch-data?user=1`)).status).toBe(404)
  })

  it('answers 404 for a missing file, and the SPA for an app path', async () => {
    const missing = await fetch(`${base}/seed/gone.mp4`)
    expect(missing.status).toBe(404)
    const appPath = await fetch(`${base}/demo/category/5`)
    expect(appPath.status).toBe(200)
    expect(await appPath.text()).toContain('spa')
  })

  it('serves none of the development stand-ins: no hub is made, no launch data signed', async () => {
    const made = await fetch(`${base}/__dev/hubs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ app_key: 'sneaky', owner_id: 1, template: 'demo' }),
    })
    expect(made.status).toBe(404)
    expect(await store.read((data) => Object.keys(data.apps))).not.toContain('sneaky')
    const launch = await fetch(`${base}/__dev/launch-data?user=1`)
    expect(await launch.text()).not.toContain('initData')
  })

  it('refuses to start on a port already taken, instead of hanging', async () => {
    const second = serve(port)
    await expect(second).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })
})
