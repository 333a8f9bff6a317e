import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupServer } from 'msw/node'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { createMockApi } from '@mock-api/msw'
import { startServer } from '@mock-api/server'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { seedData } from '@mock-api/store/seed'
import { testClock, type Target } from './client'

/** The lowdb-backed dev server on a temporary data dir and a free port, API only. */
export async function serverTarget(): Promise<Target & { stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nav-hub-contract-'))
  const clock = testClock()
  // A free port on the first boot; a restart takes the same one back (the client keeps its base URL).
  const boot = async (port: number) =>
    startServer({
      port,
      mode: 'dist',
      distDir: join(dataDir, 'no-dist'),
      // The dev stand-ins under /__dev/ (members, join requests, hubs) are part of what the cases drive.
      devLaunch: true,
      botToken: DEV_BOT_TOKEN,
      now: clock.now,
      store: await createFileStore(dataDir),
      files: createFsFileStorage(dataDir),
    })
  let running = await boot(0)
  const { port } = running
  return {
    name: 'server',
    baseUrl: `http://127.0.0.1:${String(port)}/api`,
    botToken: DEV_BOT_TOKEN,
    dataFile: () => join(dataDir, 'db.json'),
    clock,
    devStandIns: true,
    devOrigin: `http://127.0.0.1:${String(port)}`,
    restart: async () => {
      await running.close()
      running = await boot(port)
    },
    stop: async () => {
      await running.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** The same REST adapter and services inside MSW over an in-memory store. */
export function mswTarget(): Target & { stop: () => Promise<void> } {
  const clock = testClock()
  const server = setupServer(...createMockApi({ data: seedData(), now: clock.now, devStandIns: true }).handlers)
  server.listen({ onUnhandledRequest: 'error' })
  return {
    name: 'msw',
    baseUrl: 'http://mock.test/api',
    botToken: DEV_BOT_TOKEN,
    clock,
    devStandIns: true,
    devOrigin: 'http://mock.test',
    stop: async () => server.close(),
  }
}

/** Any backend that claims the contract: API_BASE=<url> (and BOT_TOKEN for its launch data). */
export function externalTarget(): (Target & { stop: () => Promise<void> }) | null {
  const base = process.env.API_BASE
  if (!base) return null
  return {
    name: 'external',
    baseUrl: base.replace(/\/$/, ''),
    botToken: process.env.BOT_TOKEN ?? DEV_BOT_TOKEN,
    stop: async () => undefined,
  }
}
