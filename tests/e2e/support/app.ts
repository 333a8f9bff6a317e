import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { CHROMIUM_ARGS, findChromium } from '../../support/chromium'

export interface RunningApp {
  baseUrl: string
  browser: Browser
  stop: () => Promise<void>
}

/**
 * The production build (dist/, made by `vite build` before this project runs, or `distDir`) served
 * by the real server on a temporary data dir, and a headless system Chromium driven by playwright-core.
 * The e2e tests and the first-screen profile (tests/bench/profile-first-screen.ts) run on it.
 * `devStandIns`: also serve the dev server's /__dev/ stand-ins (production answers 404 there).
 */
export async function startApp(distDir = resolve('dist'), options: { devStandIns?: boolean } = {}): Promise<RunningApp> {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`${distDir}/index.html is missing: run \`npx vite build\` first (npm test does).`)
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium')
  const dataDir = await mkdtemp(join(tmpdir(), 'nav-hub-e2e-'))
  const server = await startServer({
    port: 0,
    mode: 'dist',
    distDir,
    // The development stand-ins under `/__dev/` (a new hub from a template, joining a channel, a join request), for the journeys that need them.
    devLaunch: options.devStandIns === true,
    botToken: DEV_BOT_TOKEN,
    store: await createFileStore(dataDir),
    files: createFsFileStorage(dataDir),
  })
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  return {
    baseUrl: `http://127.0.0.1:${String(server.port)}`,
    browser,
    stop: async () => {
      await browser.close()
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
