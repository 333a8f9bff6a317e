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
  let stop = async () => undefined as unknown
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nav-hub-dist-'))
    await mkdir(join(dir, 'dist'))
    await mkdir(join(dir, 'dist-secret'))
    await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>spa</title>')
    await writeFile(join(dir, 'dist-secret', 'key.txt'), 'secret')
    const port = 20000 + Math.floor(Math.random() * 20000)
    const running = await startServer({
      port, mode: 'dist', distDir: join(dir, 'dist'), devLaunch: false, botToken: DEV_BOT_TOKEN,
      store: createMemoryStore(), files: createFsFileStorage(dir),
    })
    stop = running.close
    base = `http://127.0.0.1:${String(port)}`
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
})
