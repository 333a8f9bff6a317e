/**
 * The visitor's first screen measured by Lighthouse (mobile, simulated slow 4G and 4x CPU
 * slowdown) on the production build served by the real server, with budgets. Run after `vite build`.
 * Lighthouse scales the CPU time it observes, so one run on a busy machine is noisy: each budget
 * applies to the median of that figure over RUNS runs.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { CHROMIUM_ARGS, findChromium } from '../support/chromium'

const BUDGETS = {
  performance: 0.9,
  accessibility: 0.95,
  'largest-contentful-paint': 2500,
  // Lighthouse's own "good" line is 200 ms on a real phone; here its 4x CPU slowdown is applied to a
  // shared 2-core machine, where the same build measured 150-300 ms from run to run.
  'total-blocking-time': 300,
  'cumulative-layout-shift': 0.1,
} as const

const distDir = resolve('dist')
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('dist/ is missing: run `vite build` first.')
  process.exit(1)
}
const chromePath = findChromium()
if (!chromePath) {
  console.error('Chromium is missing: apt-get install -y chromium')
  process.exit(1)
}

const dataDir = await mkdtemp(join(tmpdir(), 'nav-hub-lighthouse-'))
const port = 40000 + Math.floor(Math.random() * 10000)
const server = await startServer({
  port, mode: 'dist', distDir, devLaunch: false, botToken: DEV_BOT_TOKEN,
  store: await createFileStore(dataDir), files: createFsFileStorage(dataDir),
})
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
})

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

async function measure() {
  const result = await lighthouse(`http://127.0.0.1:${String(port)}/demo`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  })
  if (!result) throw new Error('Lighthouse returned no result')
  return result.lhr
}

let failed = false
try {
  const reports: Awaited<ReturnType<typeof measure>>[] = []
  for (let i = 0; i < RUNS; i++) reports.push(await measure())
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
  const score = (name: string) => median(reports.map((r) => r.categories[name]?.score ?? 0))
  const metric = (name: string) => median(reports.map((r) => r.audits[name]?.numericValue ?? Number.POSITIVE_INFINITY))
  console.log(`Lighthouse, mobile, /demo: medians of ${String(RUNS)} runs (performance ${reports.map((r) => (r.categories.performance?.score ?? 0).toFixed(2)).join(', ')})\n`)
  const rows: [string, string, string, boolean][] = []
  for (const name of ['performance', 'accessibility'] as const) {
    rows.push([name, score(name).toFixed(2), `>= ${String(BUDGETS[name])}`, score(name) >= BUDGETS[name]])
  }
  for (const name of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const) {
    const value = metric(name)
    rows.push([name, name === 'cumulative-layout-shift' ? value.toFixed(3) : `${value.toFixed(0)} ms`, `<= ${String(BUDGETS[name])}`, value <= BUDGETS[name]])
  }
  rows.push(['first-contentful-paint', `${metric('first-contentful-paint').toFixed(0)} ms`, '(reported)', true])
  for (const [name, value, budget, ok] of rows) console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(26)} ${value.padStart(9)}   budget ${budget}`)
  failed = rows.some(([, , , ok]) => !ok)
  if (failed) {
    const failing = Object.values(reports[0]?.audits ?? {}).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative').map((a) => `  - ${a.id}: ${a.title}`)
    console.log(`\nAudits below 0.9:\n${failing.slice(0, 15).join('\n')}`)
  }
} finally {
  chrome.kill()
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
