/**
 * Where the first screen's main-thread time goes: a production build (dist/, run `vite build`
 * first) served by the real server, loaded in Chromium with a 4x CPU slowdown while a performance
 * trace and a JavaScript CPU profile record. Prints, for the last load, the long tasks (what each
 * did: script evaluation, rendering, image decoding, and the page functions that ran in it) and
 * the functions with the most self and total time.
 *
 *   node --import tsx tests/bench/profile-first-screen.ts [path=/demo] [--dist dir] [--runs n] [--save trace.json]
 *
 * For readable function names profile an unminified build:
 * `npx vite build --minify false --outDir /tmp/dist-plain` then `--dist /tmp/dist-plain`.
 *
 * Each load also reports the main thread's CPU time (the trace's thread time, which leaves out the
 * time the thread waited for a core): on a busy machine wall-clock milliseconds swing by 2x from
 * one load to the next, thread time much less, so compare builds by it (`--runs 5`, medians).
 */
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { startApp } from '../e2e/support/app'
import type { TraceEvent } from './trace-event'

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

interface Load {
  events: TraceEvent[]
  profile: CpuProfile | undefined
}

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const path = args.find((arg) => arg.startsWith('/') && ![option('--dist'), option('--save')].includes(arg)) ?? '/demo'
const savePath = option('--save')
const runs = Math.max(1, Number(option('--runs') ?? 1))
const LONG_TASK_MS = 50

const distDir = resolve(option('--dist') ?? 'dist')

const ms = (us: number) => us / 1000
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

async function collectTrace(session: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  const onData = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]))
  session.on('Tracing.dataCollected', onData)
  const done = new Promise<void>((resolveDone) => session.once('Tracing.tracingComplete', () => resolveDone()))
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'toplevel',
        'disabled-by-default-devtools.timeline.frame',
      ],
    },
  })
  await run()
  await session.send('Tracing.end')
  await done
  session.off('Tracing.dataCollected', onData)
  return events
}

/** `file.js:line` (or a node_modules package) for a call frame, short enough to read. */
function sourceOf(url: string): string {
  if (!url) return '(native)'
  return url.replace(/^https?:\/\/[^/]+\//, '')
}

const frameKey = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'}  ${sourceOf(frame.url)}:${String(frame.lineNumber + 1)}:${String(frame.columnNumber + 1)}`

/** One cold load of the page (cache disabled, from about:blank), traced and profiled. */
async function load(page: Page, session: CDPSession, url: string): Promise<Load> {
  await page.goto('about:blank')
  let profile: CpuProfile | undefined
  const events = await collectTrace(session, async () => {
    await session.send('Profiler.start')
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1500)
    profile = (await session.send('Profiler.stop')).profile as CpuProfile
  })
  return { events, profile }
}

/** The renderer's main thread (the one that ran the page's scripts), its tasks from the navigation on. */
function mainThreadOf(events: TraceEvent[]) {
  const evaluate =
    events.find(
      (e) =>
        ['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule'].includes(e.name) &&
        String(e.args?.data?.url ?? e.args?.fileName ?? '').includes('/assets/'),
    ) ?? events.find((e) => e.name === 'v8.evaluateModule')
  if (!evaluate) throw new Error('No script evaluation in the trace')
  const main = events.filter((e) => e.pid === evaluate.pid && e.tid === evaluate.tid)
  // The page's own navigation (others, with no document URL, are about:blank and the like).
  const navigationStart =
    main.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'))?.ts ??
    main[0]?.ts ??
    0
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= navigationStart)
  const mark = (name: string) =>
    events.filter((e) => e.pid === evaluate.pid && e.name === name && e.ts >= navigationStart).map((e) => e.ts - navigationStart)
  return {
    main,
    navigationStart,
    tasks,
    pid: evaluate.pid,
    fcp: mark('firstContentfulPaint')[0],
    lcp: mark('largestContentfulPaint::Candidate').at(-1),
  }
}

function summarize({ events }: Load) {
  const { tasks, fcp, lcp } = mainThreadOf(events)
  const long = tasks.filter((task) => ms(task.dur ?? 0) >= LONG_TASK_MS)
  return {
    fcp: ms(fcp ?? Number.NaN),
    lcp: ms(lcp ?? Number.NaN),
    cpu: ms(tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)),
    longCpu: ms(long.reduce((sum, task) => sum + (task.tdur ?? 0), 0)),
    longTasks: long.length,
    blocking: long.reduce((sum, task) => sum + Math.max(0, ms(task.dur ?? 0) - LONG_TASK_MS), 0),
  }
}

/** Seconds per sample and the parent of each profile node, to walk stacks. */
function indexProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  let ts = profile.startTime
  const samples = profile.samples.map((id, index) => {
    ts += profile.timeDeltas[index] ?? 0
    return { id, ts, ms: ms(profile.timeDeltas[index + 1] ?? 0) }
  })
  /** Adds `ms` to every distinct page frame on the sample's stack (total time). */
  const addStack = (totals: Map<string, number>, id: number, value: number) => {
    const seen = new Set<string>()
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current)?.callFrame
      if (!frame?.url) continue
      const key = frameKey(frame)
      if (seen.has(key)) continue
      seen.add(key)
      totals.set(key, (totals.get(key) ?? 0) + value)
    }
  }
  return { byId, samples, addStack }
}

/** React's and the router's own work loop: every render passes through it, so it says nothing. */
const PLUMBING =
  /^(performWorkOnRoot|flushSync\w*|performSync\w*|performUnitOfWork|renderRootSync|workLoop\w*|beginWork|processRootSchedule\w*|performWorkUntilDeadline|completeRoot\w*|commitRoot|updateFunctionComponent|renderWithHooks|flushPassiveEffects|flushPendingEffects|flushSpawnedWork|recursivelyTraverse\w*|completeUnitOfWork|completeWork|reconcile\w*|commit\w+EffectsOnFiber|\(anonymous\)) /

function printDetails({ events, profile }: Load) {
  const { main, navigationStart, tasks, pid } = mainThreadOf(events)
  const at = (ts: number) =>
    `${ms(ts - navigationStart)
      .toFixed(0)
      .padStart(5)} ms`
  const marks = events.filter((e) => e.pid === pid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name))
  console.log(`\nLast load of ${path} (4x CPU slowdown, real ms after navigation start)\n`)
  for (const mark of marks) console.log(`  ${mark.name.padEnd(36)} ${at(mark.ts)}`)

  const indexed = profile ? indexProfile(profile) : undefined
  const childNames = [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
    'ParseHTML',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'Decode Image',
    'ImageDecodeTask',
    'Decode LazyPixelRef',
    'RunMicrotasks',
    'v8.run',
    'GCEvent',
    'MinorGC',
    'MajorGC',
    'V8.GC_SCAVENGER',
    'ResourceReceivedData',
    'XHRReadyStateChange',
    'ParseAuthorStyleSheet',
  ]
  const long = tasks.filter((task) => ms(task.dur ?? 0) >= LONG_TASK_MS)
  console.log(`\nLong tasks (>= ${String(LONG_TASK_MS)} ms wall) on the main thread: ${String(long.length)}`)
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0)
    const inside = main.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && childNames.includes(e.name))
    const totals = new Map<string, number>()
    for (const child of inside) {
      const label =
        child.name === 'EvaluateScript' || child.name === 'v8.compileModule' || child.name === 'v8.evaluateModule'
          ? `${child.name} ${sourceOf(String(child.args?.data?.url ?? child.args?.fileName ?? ''))}`
          : child.name === 'FunctionCall'
            ? `FunctionCall ${String(child.args?.data?.functionName ?? '')} ${sourceOf(String(child.args?.data?.url ?? ''))}:${String(child.args?.data?.lineNumber ?? '')}`
            : child.name
      totals.set(label, (totals.get(label) ?? 0) + ms(child.dur ?? 0))
    }
    console.log(
      `\n  ${at(task.ts)}  ${ms(task.dur ?? 0)
        .toFixed(0)
        .padStart(4)} ms wall, ${ms(task.tdur ?? 0)
        .toFixed(0)
        .padStart(4)} ms CPU`,
    )
    for (const [label, total] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
      console.log(`      ${total.toFixed(1).padStart(7)} ms  ${label}`)
    }
    if (!indexed) continue
    // The page's own functions that ran in this task (total time, React's work loop left out).
    const functions = new Map<string, number>()
    for (const sample of indexed.samples) {
      if (sample.ts >= task.ts && sample.ts < end) indexed.addStack(functions, sample.id, sample.ms)
    }
    const named = [...functions]
      .filter(([key]) => !PLUMBING.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
    for (const [key, value] of named) console.log(`      ${value.toFixed(1).padStart(7)} ms    in ${key}`)
  }

  if (!indexed) return
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  for (const sample of indexed.samples) {
    const node = indexed.byId.get(sample.id)
    if (!node) continue
    self.set(frameKey(node.callFrame), (self.get(frameKey(node.callFrame)) ?? 0) + sample.ms)
    indexed.addStack(total, sample.id, sample.ms)
  }
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count)
  console.log('\nSelf time by function (JavaScript profile):')
  for (const [key, value] of top(self, 20)) console.log(`  ${value.toFixed(1).padStart(7)} ms  ${key}`)
  console.log('\nTotal time by function (JavaScript profile, page scripts only):')
  for (const [key, value] of top(total, 30)) console.log(`  ${value.toFixed(1).padStart(7)} ms  ${key}`)
}

// The production build on the real server and Chromium, as the e2e tests run them.
const app = await startApp(distDir)
try {
  const context = await app.browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const url = `${app.baseUrl}${path}`
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  // Warm the server's gzip cache and the seed, so the measured loads are the page's own work.
  await page.goto(url, { waitUntil: 'networkidle' })
  await session.send('Network.enable')
  await session.send('Network.setCacheDisabled', { cacheDisabled: true })
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await session.send('Profiler.enable')
  await session.send('Profiler.setSamplingInterval', { interval: 200 })

  const summaries: ReturnType<typeof summarize>[] = []
  let last: Load | undefined
  console.log(`${distDir} ${path}: ${String(runs)} cold load(s), 4x CPU slowdown`)
  console.log('  load   FCP ms   LCP ms   main-thread CPU ms   CPU in long tasks ms   long tasks   blocking (wall) ms')
  for (let run = 0; run < runs; run++) {
    last = await load(page, session, url)
    const s = summarize(last)
    summaries.push(s)
    console.log(
      `  ${String(run + 1).padStart(4)}  ${s.fcp.toFixed(0).padStart(7)}  ${s.lcp.toFixed(0).padStart(7)}  ${s.cpu.toFixed(0).padStart(19)}  ${s.longCpu.toFixed(0).padStart(21)}  ${String(s.longTasks).padStart(11)}  ${s.blocking.toFixed(0).padStart(18)}`,
    )
  }
  if (runs > 1) {
    const of = (field: keyof ReturnType<typeof summarize>) => median(summaries.map((s) => s[field]))
    console.log(
      `median  ${of('fcp').toFixed(0).padStart(7)}  ${of('lcp').toFixed(0).padStart(7)}  ${of('cpu').toFixed(0).padStart(19)}  ${of('longCpu').toFixed(0).padStart(21)}  ${of('longTasks').toFixed(0).padStart(11)}  ${of('blocking').toFixed(0).padStart(18)}`,
    )
  }
  if (last) {
    if (savePath) {
      await writeFile(savePath, JSON.stringify({ traceEvents: last.events }))
      if (last.profile) await writeFile(savePath.replace(/(\.json)?$/, '.cpuprofile'), JSON.stringify(last.profile))
    }
    if (!args.includes('--quiet')) printDetails(last)
  }
} finally {
  await app.stop()
}
