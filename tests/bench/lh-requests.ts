/**
 * One Lighthouse load (mobile, simulated throttling) of a production build, with the requests the
 * page made in the order it made them (observed, unthrottled: start and end in ms from the
 * navigation, priority, what started it) and the observed and simulated paints: to see which
 * requests and tasks lie before the largest paint, which Lighthouse's simulation puts on its way.
 *
 *   node --import tsx tests/bench/lh-requests.ts [path=/demo] [--dist dir]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { CHROMIUM_ARGS, findChromium } from '../support/chromium'

const { values, positionals } = parseArgs({ options: { dist: { type: 'string' } }, allowPositionals: true })
const path = positionals[0] ?? '/demo'
const dataDir = await mkdtemp(join(tmpdir(), 'nav-hub-lh-'))
const server = await startServer({
  port: 0,
  mode: 'dist',
  distDir: resolve(values.dist ?? 'dist'),
  devLaunch: false,
  botToken: DEV_BOT_TOKEN,
  store: await createFileStore(dataDir),
  files: createFsFileStorage(dataDir),
})
const chrome = await chromeLauncher.launch({
  chromePath: findChromium() ?? '/usr/bin/chromium',
  chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
})
try {
  const result = await lighthouse(`http://127.0.0.1:${String(server.port)}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error('no result')
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {}
  console.log(
    `simulated: FCP ${String(metrics.firstContentfulPaint)} LCP ${String(metrics.largestContentfulPaint)} ms; observed: FCP ${String(metrics.observedFirstContentfulPaint)} LCP ${String(metrics.observedLargestContentfulPaint)} load ${String(metrics.observedLoad)} ms`,
  )
  const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  for (const request of requests) {
    const url = String(request.url).replace(/^https?:\/\/[^/]+/, '')
    console.log(
      `${String(Math.round(Number(request.networkRequestTime))).padStart(6)} ${String(Math.round(Number(request.networkEndTime))).padStart(6)} ${String(request.priority).padEnd(8)} ${String(request.resourceType).padEnd(10)} ${url.slice(0, 110)}`,
    )
  }
} finally {
  chrome.kill()
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
}
