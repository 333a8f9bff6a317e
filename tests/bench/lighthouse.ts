/**
 * The visitor's first screen measured by Lighthouse (mobile, simulated slow 4G and 4x CPU
 * slowdown) on the production build served by the real server, with budgets. Run after `vite build`.
 * Lighthouse scales the CPU time it observes, so one run on a busy machine is noisy: the budget
 * applies to the median of RUNS runs.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { DEV_BOT_TOKEN } from '../../mock-api/auth'
import { startServer } from '../../mock-api/server'
import { createFileStore } from '../../mock-api/store/file'
import { createFsFileStorage } from '../../mock-api/store/file-storage-fs'
import { CHROMIUM_ARGS, findChromium } from '../support/chromium'

const BUDGETS = {
  performance: 0.9,
  accessibility: 0.95,
  'largest-contentful-paint': 2500,
  'total-blocking-time': 200,
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
  const reports = []
  for (let i = 0; i < RUNS; i++) reports.push(await measure())
  reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
  console.log(`Performance over ${String(RUNS)} runs: ${reports.map((r) => (r.categories.performance?.score ?? 0).toFixed(2)).join(', ')}; the median run:`)
  const { categories, audits } = reports[Math.floor(reports.length / 2)] as (typeof reports)[number]
  const rows: [string, string, string, boolean][] = []
  for (const name of ['performance', 'accessibility'] as const) {
    const score = categories[name]?.score ?? 0
    rows.push([name, score.toFixed(2), `>= ${String(BUDGETS[name])}`, score >= BUDGETS[name]])
  }
  for (const name of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const) {
    const value = audits[name]?.numericValue ?? Number.POSITIVE_INFINITY
    rows.push([name, name === 'cumulative-layout-shift' ? value.toFixed(3) : `${value.toFixed(0)} ms`, `<= ${String(BUDGETS[name])}`, value <= BUDGETS[name]])
  }
  const fcp = audits['first-contentful-paint']?.numericValue ?? 0
  console.log(`Lighthouse, mobile, /demo (first contentful paint ${fcp.toFixed(0)} ms, best practices ${(categories['best-practices']?.score ?? 0).toFixed(2)})\n`)
  for (const [name, value, budget, ok] of rows) console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(26)} ${value.padStart(9)}   budget ${budget}`)
  failed = rows.some(([, , , ok]) => !ok)
  if (failed) {
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative').map((a) => `  - ${a.id}: ${a.title}`)
    console.log(`\nAudits below 0.9:\n${failing.slice(0, 15).join('\n')}`)
  }
} finally {
  chrome.kill()
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
