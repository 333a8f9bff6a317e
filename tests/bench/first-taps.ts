/**
 * Issue 17's first taps: a popup sheet, the video modal and a category opened for the first time
 * on a fresh Home (production build), at 4x CPU slowdown. For each tap: Interaction to Next Paint
 * (the longest Event Timing entry of the tap) and the time from the tap until what it opens is
 * drawn. Medians of `runs`, each in a fresh browser context (nothing cached, nothing run yet).
 * Used by first-screen.ts (`npm run bench`); alone: `node --import tsx tests/bench/first-taps.ts <origin>`.
 */
import { chromium, type Browser, type Page } from 'playwright-core'

interface Tap {
  name: string
  /** What the visitor taps on Home. */
  button: RegExp
  /** What the tap opens, once drawn. */
  opened: (page: Page) => Promise<unknown>
  /** The same, as a check the page runs on each frame (a dialog, or the category's heading). */
  drawnCheck: string
}

const TAPS: Tap[] = [
  {
    name: 'popup sheet (first)',
    button: /^С чего начать/,
    opened: (page) => page.getByRole('dialog', { name: 'Добро пожаловать в «Код»!' }).waitFor(),
    drawnCheck: 'dialog',
  },
  {
    name: 'video modal (first)',
    button: /^Знакомство со школой/,
    opened: (page) => page.getByRole('dialog', { name: 'Знакомство со школой' }).waitFor(),
    drawnCheck: 'dialog',
  },
  {
    name: 'category (first)',
    button: /^Курсы/,
    opened: (page) => page.getByRole('heading', { level: 1, name: 'Курсы' }).waitFor(),
    drawnCheck: 'heading',
  },
]

/**
 * Event Timing entries kept on `window.__taps`, and on `window.__drawn` the time from the tap's
 * pointerdown to the first frame that shows what it opens (a dialog, or the category's heading).
 */
const WATCH_TAP = `(() => {
  const check = CHECK
  const entries = (window.__taps = [])
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) entries.push({ duration: entry.duration, interactionId: entry.interactionId })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  const shown = () =>
    check === 'dialog'
      ? [...document.querySelectorAll('[role="dialog"]')].some((element) => element.getBoundingClientRect().height > 0)
      : document.querySelector('h1')?.textContent?.trim() === 'Курсы'
  window.addEventListener('pointerdown', (event) => {
    const frame = () => {
      if (shown()) window.__drawn = performance.now() - event.timeStamp
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, { capture: true, once: true })
})()`

/** How long the visitor looks at Home before the first tap: a few seconds, as people read. */
const READING_MS = 4000

interface TapSample {
  inp: number
  drawn: number
}

async function tapOnce(browser: Browser, url: string, tap: Tap): Promise<TapSample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url)
    const button = page.getByRole('list', { name: 'Разделы' }).getByRole('button', { name: tap.button })
    await button.waitFor()
    // Home settled, as a visitor reading it before the first tap: its reads in and the browser idle.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(READING_MS)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
    // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
    await page.evaluate(WATCH_TAP.replace('CHECK', JSON.stringify(tap.drawnCheck)))
    await button.click()
    await tap.opened(page)
    // Event Timing entries arrive after the next paint.
    await page.waitForTimeout(500)
    const entries = await page.evaluate(() => (window as unknown as { __taps: { duration: number; interactionId: number }[] }).__taps)
    const inp = Math.max(0, ...entries.filter((entry) => entry.interactionId > 0).map((entry) => entry.duration))
    const drawn = await page.evaluate(() => (window as unknown as { __drawn?: number }).__drawn ?? Number.NaN)
    return { inp, drawn }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Each tap `runs` times, interleaved; medians of INP and of tap-to-drawn. */
export async function measureFirstTaps(
  executablePath: string,
  args: string[],
  url: string,
  runs: number,
): Promise<{ name: string; inp: number; drawn: number }[]> {
  const browser = await chromium.launch({ executablePath, args })
  try {
    const samples = new Map<string, TapSample[]>(TAPS.map((tap) => [tap.name, []]))
    for (let run = 0; run < runs; run++) {
      for (const tap of TAPS) samples.get(tap.name)?.push(await tapOnce(browser, url, tap))
    }
    return TAPS.map((tap) => {
      const list = samples.get(tap.name) ?? []
      return { name: tap.name, inp: median(list.map((s) => s.inp)), drawn: median(list.map((s) => s.drawn)) }
    })
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { CHROMIUM_ARGS, findChromium } = await import('../support/chromium')
  const { mkdtemp } = await import('node:fs/promises')
  const { tmpdir } = await import('node:os')
  const { join, resolve } = await import('node:path')
  const { startServer } = await import('@mock-api/server')
  const { createFileStore } = await import('@mock-api/store/file')
  const { createFsFileStorage } = await import('@mock-api/store/file-storage-fs')
  const { DEV_BOT_TOKEN } = await import('@mock-api/auth')
  // The dist/ of the last `vite build`, on a server of its own over a fresh seeded store.
  const dataDir = await mkdtemp(join(tmpdir(), 'nav-hub-taps-'))
  const server = await startServer({
    port: 0,
    mode: 'dist',
    distDir: resolve('dist'),
    devLaunch: false,
    botToken: DEV_BOT_TOKEN,
    store: await createFileStore(dataDir),
    files: createFsFileStorage(dataDir),
  })
  const origin = `http://127.0.0.1:${String(server.port)}`
  const results = await measureFirstTaps(
    findChromium() ?? '/usr/bin/chromium',
    CHROMIUM_ARGS,
    `${origin}/demo`,
    Number(process.env.BENCH_RUNS ?? 5),
  )
  for (const row of results) console.log(`${row.name}: INP ${row.inp.toFixed(0)} ms, drawn ${row.drawn.toFixed(0)} ms`)
  await server.close()
}
