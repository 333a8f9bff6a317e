/**
 * Where the first screen's main-thread time goes: the production build (dist/, run `vite build`
 * first) served by the real server, loaded in Chromium with a 4x CPU slowdown while a performance
 * trace and a JavaScript CPU profile record. Prints the long tasks (what each did: script
 * evaluation, rendering, image decoding) and the functions with the most self time, by source.
 *
 *   node --import tsx tests/bench/profile-first-screen.ts [path=/demo] [--save trace.json] [--dist dir]
 *
 * For readable function names profile an unminified build:
 * `npx vite build --minify false --outDir /tmp/dist-plain` then `--dist /tmp/dist-plain`.
 *
 * Timings here are real (throttled) milliseconds on this machine: compare runs of the same
 * machine, not against Lighthouse's simulated figures.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type CDPSession } from 'playwright-core'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { CHROMIUM_ARGS, findChromium } from '../support/chromium'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, string | number | undefined>; fileName?: string }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}

interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

const args = process.argv.slice(2)
const path = args.find((arg) => arg.startsWith('/')) ?? '/demo'
const saveIndex = args.indexOf('--save')
const savePath = saveIndex >= 0 ? args[saveIndex + 1] : undefined
const distIndex = args.indexOf('--dist')
const LONG_TASK_MS = 50

const distDir = resolve(distIndex >= 0 ? (args[distIndex + 1] ?? 'dist') : 'dist')
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('dist/ is missing: run `vite build` first.')
  process.exit(1)
}
const executablePath = findChromium()
if (!executablePath) {
  console.error('Chromium is missing: apt-get install -y chromium')
  process.exit(1)
}

async function collectTrace(session: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const done = new Promise<void>((resolveDone) => session.once('Tracing.tracingComplete', () => resolveDone()))
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8',
        'blink.user_timing', 'loading', 'toplevel', 'disabled-by-default-devtools.timeline.frame',
      ],
    },
  })
  await run()
  await session.send('Tracing.end')
  await done
  return events
}

/** `file.js:line` (or a node_modules package) for a call frame, short enough to read. */
function sourceOf(url: string): string {
  if (!url) return '(native)'
  return url.replace(/^https?:\/\/[^/]+\//, '')
}

const dataDir = await mkdtemp(join(tmpdir(), 'nav-hub-profile-'))
const port = 40000 + Math.floor(Math.random() * 10000)
const server = await startServer({
  port, mode: 'dist', distDir, devLaunch: false, botToken: DEV_BOT_TOKEN,
  store: await createFileStore(dataDir), files: createFsFileStorage(dataDir),
})
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  // Warm the server's gzip cache and the seed, so the measured load is the page's own work.
  await page.goto(`http://127.0.0.1:${String(port)}${path}`, { waitUntil: 'networkidle' })
  await session.send('Network.enable')
  await session.send('Network.setCacheDisabled', { cacheDisabled: true })
  await page.goto('about:blank')
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await session.send('Profiler.enable')
  await session.send('Profiler.setSamplingInterval', { interval: 200 })
  let profile: CpuProfile | undefined
  const events = await collectTrace(session, async () => {
    await session.send('Profiler.start')
    await page.goto(`http://127.0.0.1:${String(port)}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1500)
    profile = (await session.send('Profiler.stop')).profile as CpuProfile
  })
  if (savePath) {
    await writeFile(savePath, JSON.stringify({ traceEvents: events }))
    if (profile) await writeFile(savePath.replace(/(\.json)?$/, '.cpuprofile'), JSON.stringify(profile))
  }

  // The renderer's main thread: the one that ran the page's scripts.
  const evaluate = events.find((e) => ['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule'].includes(e.name) && String(e.args?.data?.url ?? e.args?.fileName ?? '').includes('/assets/'))
  if (!evaluate) throw new Error('No script evaluation in the trace')
  const main = events.filter((e) => e.pid === evaluate.pid && e.tid === evaluate.tid)
  const navigationStart = main.find((e) => e.name === 'navigationStart')?.ts
    ?? events.find((e) => e.name === 'navigationStart' && e.pid === evaluate.pid)?.ts ?? main[0]?.ts ?? 0
  const ms = (us: number) => us / 1000
  const at = (ts: number) => `${ms(ts - navigationStart).toFixed(0).padStart(5)} ms`

  const marks = events.filter((e) => e.pid === evaluate.pid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'firstMeaningfulPaint'].includes(e.name))
  console.log(`Profile of ${path} (4x CPU slowdown, real ms after navigation start)\n`)
  for (const mark of marks) console.log(`  ${mark.name.padEnd(36)} ${at(mark.ts)}`)

  // Top-level tasks only (ThreadControllerImpl::RunTask wraps each RunTask), from the navigation on.
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= navigationStart && (e.dur ?? 0) >= LONG_TASK_MS * 1000)
  const childNames = ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame',
    'EventDispatch', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Decode Image', 'ImageDecodeTask', 'Decode LazyPixelRef',
    'RunMicrotasks', 'v8.run', 'GCEvent', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'ResourceReceivedData', 'XHRReadyStateChange', 'ParseAuthorStyleSheet']
  let blocking = 0
  console.log(`\nLong tasks (>= ${String(LONG_TASK_MS)} ms) on the main thread: ${String(tasks.length)}`)
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    blocking += Math.max(0, ms(task.dur ?? 0) - LONG_TASK_MS)
    const inside = main.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && childNames.includes(e.name))
    const totals = new Map<string, number>()
    for (const child of inside) {
      const label = child.name === 'EvaluateScript' || child.name === 'v8.compileModule' || child.name === 'v8.evaluateModule'
        ? `${child.name} ${sourceOf(String(child.args?.data?.url ?? child.args?.fileName ?? ''))}`
        : child.name === 'FunctionCall' ? `FunctionCall ${String(child.args?.data?.functionName ?? '')} ${sourceOf(String(child.args?.data?.url ?? ''))}:${String(child.args?.data?.lineNumber ?? '')}`
          : child.name
      totals.set(label, (totals.get(label) ?? 0) + ms(child.dur ?? 0))
    }
    console.log(`\n  ${at(task.ts)}  ${ms(task.dur ?? 0).toFixed(0).padStart(4)} ms`)
    for (const [label, total] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.log(`      ${total.toFixed(1).padStart(7)} ms  ${label}`)
    }
  }
  console.log(`\n  blocking time (sum over long tasks of the part above ${String(LONG_TASK_MS)} ms): ${blocking.toFixed(0)} ms`)

  if (profile) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]))
    const self = new Map<string, number>()
    const parent = new Map<number, number>()
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
    const total = new Map<string, number>()
    profile.samples.forEach((id, index) => {
      const delta = ms(profile?.timeDeltas[index + 1] ?? 0)
      const node = byId.get(id)
      if (!node) return
      const frame = node.callFrame
      const key = `${frame.functionName || '(anonymous)'}  ${sourceOf(frame.url)}:${String(frame.lineNumber + 1)}:${String(frame.columnNumber + 1)}`
      self.set(key, (self.get(key) ?? 0) + delta)
      // Total time: count each distinct frame once per sample, walking up the stack.
      const seen = new Set<string>()
      for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
        const f = byId.get(current)?.callFrame
        if (!f?.url) continue
        const k = `${f.functionName || '(anonymous)'}  ${sourceOf(f.url)}:${String(f.lineNumber + 1)}:${String(f.columnNumber + 1)}`
        if (seen.has(k)) continue
        seen.add(k)
        total.set(k, (total.get(k) ?? 0) + delta)
      }
    })
    const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count)
    console.log('\nSelf time by function (JavaScript profile):')
    for (const [key, value] of top(self, 25)) console.log(`  ${value.toFixed(1).padStart(7)} ms  ${key}`)
    console.log('\nTotal time by function (JavaScript profile, page scripts only):')
    for (const [key, value] of top(total, 40)) console.log(`  ${value.toFixed(1).padStart(7)} ms  ${key}`)
  }
} finally {
  await browser.close()
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
}
