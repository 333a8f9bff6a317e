import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { CHROMIUM_ARGS } from '../support/chromium'
const dataDir = await mkdtemp(join(tmpdir(), 'lh-'))
const port = 42000 + Math.floor(Math.random() * 1000)
const server = await startServer({ port, mode: 'dist', distDir: resolve(process.argv[2] ?? 'dist'), devLaunch: false, botToken: DEV_BOT_TOKEN, store: await createFileStore(dataDir), files: createFsFileStorage(dataDir) })
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'] })
const n = Number(process.argv[3] ?? 1)
for (let i = 0; i < n; i++) {
  const r = await lighthouse(`http://127.0.0.1:${port}/demo`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const lhr = r!.lhr
  const a = (id: string) => lhr.audits[id]
  console.log(`score ${lhr.categories.performance!.score} FCP ${a('first-contentful-paint')!.numericValue!.toFixed(0)} LCP ${a('largest-contentful-paint')!.numericValue!.toFixed(0)} TBT ${a('total-blocking-time')!.numericValue!.toFixed(0)} SI ${a('speed-index')!.numericValue!.toFixed(0)} TTI ${a('interactive')?.numericValue?.toFixed(0)}`)
  if (i === n - 1) {
    console.log('long tasks:', JSON.stringify((a('long-tasks')!.details as any).items.map((x: any) => [x.url.replace(/^.*\//, ''), Math.round(x.startTime), Math.round(x.duration)])))
    console.log('breakdown:', JSON.stringify((a('mainthread-work-breakdown')!.details as any).items.map((x: any) => [x.group, Math.round(x.duration)])))
    console.log('bootup:', JSON.stringify((a('bootup-time')!.details as any).items.map((x: any) => [x.url.replace(/^.*\//, ''), Math.round(x.total), Math.round(x.scripting), Math.round(x.scriptParseCompile)])))
    console.log('lcp breakdown:', JSON.stringify((a('largest-contentful-paint-element')!.details as any)).slice(0, 1500))
    if (process.argv[4]) await writeFile(process.argv[4], JSON.stringify(r!.artifacts.Trace ?? (r!.artifacts as any).traces?.defaultPass))
  }
}
chrome.kill(); await server.close()
