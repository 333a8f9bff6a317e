import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { DEV_BOT_TOKEN, signInitData } from '@mock-api/auth'
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
 * The production build (dist/, made by `vite build` before this project runs) served by the
 * real server on a temporary data dir, and a headless system Chromium driven by playwright-core.
 */
export async function startApp(): Promise<RunningApp> {
  const distDir = resolve('dist')
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('dist/ is missing: run `npx vite build` first (npm test does).')
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium')
  const dataDir = await mkdtemp(join(tmpdir(), 'nav-hub-e2e-'))
  const port = 30000 + Math.floor(Math.random() * 20000)
  const server = await startServer({
    port, mode: 'dist', distDir, devLaunch: false, botToken: DEV_BOT_TOKEN,
    store: await createFileStore(dataDir), files: createFsFileStorage(dataDir),
  })
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    browser,
    stop: async () => {
      await browser.close()
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export interface LaunchOptions {
  userId?: number
  platform?: 'ios' | 'android' | 'tdesktop' | 'weba'
  languageCode?: string
  startParam?: string
  botToken?: string
  dark?: boolean
}

/** The URL hash Telegram gives a mini-app: signed tgWebAppData plus platform, version and theme. */
export async function telegramHash(options: LaunchOptions = {}): Promise<string> {
  const userId = options.userId ?? 2
  const initData = await signInitData(
    {
      user: JSON.stringify({ id: userId, first_name: userId === 1 ? 'Анна' : 'Иван', language_code: options.languageCode ?? 'ru' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: `e2e-${String(userId)}`,
      ...(options.startParam ? { start_param: options.startParam } : {}),
    },
    options.botToken ?? DEV_BOT_TOKEN,
  )
  const theme = options.dark
    ? { bg_color: '#17212b', text_color: '#f5f5f5', hint_color: '#708499', link_color: '#6ab3f3', button_color: '#5288c1', button_text_color: '#ffffff', secondary_bg_color: '#232e3c' }
    : { bg_color: '#ffffff', text_color: '#000000', hint_color: '#999999', link_color: '#2481cc', button_color: '#2481cc', button_text_color: '#ffffff', secondary_bg_color: '#f1f1f1' }
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: options.platform ?? 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(theme),
    ...(options.startParam ? { tgWebAppStartParam: options.startParam } : {}),
  })
  return `#${params.toString()}`
}

/** Opens a path of the hub as Telegram would, on a phone-sized page that records console errors. */
export async function openAsTelegram(app: RunningApp, path: string, options: LaunchOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: options.platform === 'ios' || options.platform === 'android' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${app.baseUrl}${path}${await telegramHash(options)}`)
  return { page, errors }
}
