import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { createMemoryStore } from '@mock-api/store/memory'
import { seedData } from '@mock-api/store/seed'
import { signIn, type Target } from '../contract/client'

/** The dev server's stand-ins (README "Development stand-ins") exist only where devLaunch is on: never in production. */
describe('/__dev/ stand-ins', () => {
  let dir = ''
  const servers: { close: () => Promise<void>; base: string }[] = []
  const serve = async (devLaunch: boolean) => {
    const running = await startServer({
      port: 0,
      mode: 'dist',
      distDir: join(dir, 'dist'),
      devLaunch,
      botToken: DEV_BOT_TOKEN,
      store: createMemoryStore(seedData()),
      files: createFsFileStorage(dir),
    })
    const server = { close: running.close, base: `http://127.0.0.1:${String(running.port)}` }
    servers.push(server)
    return server
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nav-hub-dev-stand-ins-'))
    await mkdir(join(dir, 'dist'))
    await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>spa</title>')
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  /** A card prepared for visitor 2 through the API, read back at `/__dev/share-messages/{id}`. */
  async function prepare(base: string): Promise<string> {
    const target: Target = { name: 'dev', baseUrl: `${base}/api`, botToken: DEV_BOT_TOKEN }
    const token = await signIn(target, 2)
    const categories = (await (await fetch(`${base}/api/categories?filter[root]=1`, { headers: { 'X-App-Key': 'demo' } })).json()) as {
      data: { id: number; title: string }[]
    }
    const courses = categories.data.find((category) => category.title === 'Курсы')!
    const answer = await fetch(`${base}/api/share-messages`, {
      method: 'POST',
      headers: { 'X-App-Key': 'demo', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ target: 'category', id: courses.id }),
    })
    expect(answer.status).toBe(201)
    return ((await answer.json()) as { data: { prepared_message_id: string } }).data.prepared_message_id
  }

  it('the dev server shows the card a prepared message would send', async () => {
    const { base } = await serve(true)
    const id = await prepare(base)
    const card = await fetch(`${base}/__dev/share-messages/${id}?app_key=demo`)
    expect(card.status).toBe(200)
    expect(((await card.json()) as { data: unknown }).data).toMatchObject({ preparedMessageId: id, title: 'Курсы', userId: 2 })
    expect((await fetch(`${base}/__dev/share-messages/${id}?app_key=club`)).status).toBe(404)
    expect((await fetch(`${base}/__dev/share-messages/nope?app_key=demo`)).status).toBe(404)
    expect((await fetch(`${base}/__dev/share-messages/${id}`)).status).toBe(400)
    expect((await fetch(`${base}/__dev/launch-data?user=2`)).status).toBe(200)
  })

  it('a production server (devLaunch off) has none of them: every /__dev/ path is 404', async () => {
    const { base } = await serve(false)
    const id = await prepare(base)
    for (const path of [`/__dev/share-messages/${id}?app_key=demo`, '/__dev/launch-data?user=1']) {
      const answer = await fetch(`${base}${path}`)
      expect(answer.status).toBe(404)
      const body = await answer.text()
      expect(body).not.toContain(id)
      expect(body).not.toContain('initData')
    }
  })
})
