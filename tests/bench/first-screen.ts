/**
 * `npm run bench`: the visitor's first screen (Home, `/demo`) measured side by side with two
 * reference pages this script builds itself from tests/bench/reference/:
 *
 * - (a) bare: React 19 alone renders the same cards and banners from the same two REST reads;
 * - (a') bare, data in the page: the same, with the two reads' answers put into its HTML (no API
 *   round trip: the floor of drawing this view with React);
 * - (b) stack: the same page on the client stack the product uses (TanStack Router with a split
 *   route component, React Query, the tRPC client, jotai), and nothing of the product.
 *
 * All three are production builds served from localhost by the real server (mock-api/server.ts,
 * dist mode, one temporary file store), measured by Lighthouse (mobile, simulated throttling)
 * interleaved, RUNS times each, and compared by medians. Budgets are ratios and differences to the
 * references measured in the same minutes on the same machine, never bare milliseconds: a busy
 * machine slows the references as much as Home, so the comparison holds where absolute figures
 * do not. Exits non-zero when a budget is missed. Not part of `npm test`.
 *
 * Also (issue 17): Home on a repeat visit (Lighthouse keeping the storage the previous load left)
 * against the bare first load, and the first taps (first-taps.ts) at 4x CPU; (issue 29) a category
 * opened as the first screen by a deep link (`/?startapp=demo__category_<id>`), and each page's LCP
 * broken down as Lighthouse does (time to first byte, load delay, load time, render delay).
 *
 *   npm run bench                      BENCH_RUNS=5 (default), BENCH_WARMUP=1 (rounds not counted)
 *   BENCH_DIST=/path/to/dist npm run bench
 *                                      measures that build of the app instead of building it into dist/
 *   BENCH_BASE=/path/to/dist npm run bench
 *                                      also measures another build of the app (e.g. the commit before a
 *                                      change, `git worktree add` + `vite build`) in the same rounds
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { build } from 'vite'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { CHROMIUM_ARGS, findChromium } from '../support/chromium'
import { measureFirstTaps } from './first-taps'
import type { TraceEvent } from './trace-event'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1)
const PATH = '/demo'

/** Issues 7, 17 and 29's targets, each against a reference measured in the same run. */
const BUDGET = {
  /** Home's TBT may exceed the stack reference's by this much: the product's own start-up work. */
  tbtOverStackMs: 50,
  /** Home's LCP over the bare reference's LCP. */
  lcpOverBare: 1.15,
  /** Home's LCP over the bare reference's with its data in the page (no API round trip). */
  lcpOverInlineBare: 1.2,
  /** A category opened as the first screen (a deep link) over the bare reference's Home. */
  deepLinkLcpOverBare: 1.25,
  performanceScore: 97,
  cls: 0,
  /** Issue 17: Home's LCP on a second load (its reads kept on the device) over the bare reference's first load. */
  repeatLcpOverBare: 1.0,
  /** Issue 17: Interaction to Next Paint of each first tap at 4x CPU slowdown. */
  firstTapInpMs: 200,
}

interface Page {
  id: 'bare' | 'inline' | 'stack' | 'home' | 'category' | 'base-home' | 'base-category'
  label: string
  distDir: string
  /** The page's path; a function of the server's origin for the deep link (its category's id is read from the seed). */
  path: string
}

/** Lighthouse's breakdown of the largest paint (its `largest-contentful-paint-element` audit), in ms. */
interface LcpPhases {
  ttfb: number
  loadDelay: number
  loadTime: number
  renderDelay: number
}

interface Sample {
  score: number
  fcp: number
  lcp: number
  tbt: number
  /** Blocking time from the trace's thread CPU time (see taskTimes). */
  cpuTbt: number
  stretch: number
  cls: number
  jsKiB: number
  lcpElement: string
  phases: LcpPhases
}

/**
 * Lighthouse's TBT times each main-thread task by the wall clock, times four. On a busy machine a
 * task that ran 50 ms of CPU can take a second of wall clock waiting for a core, and count as four
 * seconds of blocking. This is the same sum (every task of the page's main thread from its
 * navigation on, 4x its time, less 50 ms) over each task's thread CPU time, which waiting for a
 * core does not inflate: reported beside TBT to tell the page's own work from the machine's load.
 */
function taskTimes(events: readonly TraceEvent[]): { cpuTbt: number; stretch: number } {
  const paint = events.find((e) => e.name === 'firstContentfulPaint')
  if (!paint) return { cpuTbt: Number.NaN, stretch: Number.NaN }
  const start =
    events.find(
      (e) => e.name === 'navigationStart' && e.pid === paint.pid && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
    )?.ts ?? 0
  const tasks = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= start)
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)
  return {
    cpuTbt: tasks.reduce((sum, task) => sum + Math.max(0, (4 * (task.tdur ?? 0)) / 1000 - 50), 0),
    /** How many times its CPU time the page's main thread took by the clock: 1 on an idle machine. */
    stretch: cpu > 0 ? tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / cpu : Number.NaN,
  }
}

const chromePath = findChromium()
if (!chromePath) {
  console.error('Chromium is missing: apt-get install -y chromium')
  process.exit(1)
}

const workDir = await mkdtemp(join(tmpdir(), 'nav-hub-bench-'))
const referenceDir = resolve(import.meta.dirname, 'reference')

const DIST = resolve(process.env.BENCH_DIST ?? 'dist')
console.log(`Building ${process.env.BENCH_DIST ? 'the reference pages' : 'the project (vite build) and the reference pages'}...`)
if (!process.env.BENCH_DIST) await build({ logLevel: 'warn' })
for (const name of ['bare', 'bare-inline', 'stack']) {
  await build({
    configFile: false,
    root: join(referenceDir, name),
    logLevel: 'warn',
    plugins: [react()],
    // The project's public/ (the seed's images): without it the references' <img> get index.html
    // back, draw nothing, and look faster than a page whose images really load and decode.
    publicDir: resolve('public'),
    build: { outDir: join(workDir, name), emptyOutDir: true, modulePreload: { polyfill: false } },
  })
}

const BASE = process.env.BENCH_BASE ? resolve(process.env.BENCH_BASE) : null
const pages: Page[] = [
  { id: 'bare', label: '(a) bare React 19', distDir: join(workDir, 'bare'), path: PATH },
  { id: 'inline', label: "(a') bare, data in page", distDir: join(workDir, 'bare-inline'), path: PATH },
  { id: 'stack', label: '(b) client stack', distDir: join(workDir, 'stack'), path: PATH },
  { id: 'home', label: `Home ${PATH}`, distDir: DIST, path: PATH },
  // The path is set once the server runs (the category's id comes from the seed).
  { id: 'category', label: 'category, deep link', distDir: DIST, path: '' },
  ...(BASE
    ? [
        { id: 'base-home', label: 'Home, BENCH_BASE', distDir: BASE, path: PATH } as const,
        { id: 'base-category', label: 'category, BENCH_BASE', distDir: BASE, path: '' } as const,
      ]
    : []),
]
for (const page of pages) {
  if (!existsSync(join(page.distDir, 'index.html'))) throw new Error(`${page.distDir}/index.html was not built`)
}

// One data dir for the three servers: the references read the same seeded records as Home.
const dataDir = join(workDir, 'data')
const store = await createFileStore(dataDir)
const files = createFsFileStorage(dataDir)
const distDirs = [...new Set(pages.map((page) => page.distDir))]
const servers = await Promise.all(
  distDirs.map((distDir) =>
    startServer({
      port: 0,
      mode: 'dist',
      distDir,
      devLaunch: false,
      botToken: DEV_BOT_TOKEN,
      store,
      files,
    }),
  ),
)
const originOf = (page: Page) => `http://127.0.0.1:${String(servers[distDirs.indexOf(page.distDir)]?.port)}`
const urlOf = (page: Page) => `${originOf(page)}${page.path}`

// What Home reads, from the seeded store, on the wire: the deep link's category, and the data of the page that has it inline.
const wireRead = async (path: string) => {
  const response = await fetch(`${originOf(pages[0] as Page)}/api/${path}`, {
    headers: { 'X-App-Key': 'demo', Accept: 'application/json' },
  })
  return ((await response.json()) as { data: { id: number; title: string; road_type: string; image: unknown }[] }).data
}
const rootCategories = await wireRead('categories?filter%5Broot%5D=1')
// A category whose screen opens on its image (a card header), as Home does: "Сообщество" in the seed.
const deepCategory = rootCategories.find((category) => category.road_type === 'subcategories' && category.image) ?? rootCategories[0]
if (!deepCategory) throw new Error('The seed has no root category to open by a deep link')
for (const page of pages) if (page.path === '') page.path = `/?startapp=demo__category_${String(deepCategory.id)}`
const inlineHtml = join(workDir, 'bare-inline', 'index.html')
const inlineData = JSON.stringify({ categories: rootCategories, banners: await wireRead('banners') }).replaceAll('<', '\\u003c')
await writeFile(
  inlineHtml,
  (await readFile(inlineHtml, 'utf8')).replace(/(<script id="data" type="application\/json">)[^<]*/, (_, tag: string) => tag + inlineData),
)

// The three pages must draw the same things: each serves the seed's images (not the SPA fallback).
for (const page of pages) {
  const image = await fetch(`${originOf(page)}/seed/banner-courses.svg`)
  if (!image.headers.get('content-type')?.includes('svg')) throw new Error(`${page.label} does not serve the seed images (/seed/*.svg)`)
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
})

let lighthouseVersion = '?'

async function measure(page: Page, repeat = false): Promise<Sample> {
  const result = await lighthouse(urlOf(page), {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A repeat visit: the storage (and the browser's cache) the previous load left stays. Any other load
    // is a first visit: Lighthouse's own reset keeps local storage (where the app keeps a visit's reads),
    // so it is named here, or every load after the first repeat visit would draw the kept Home.
    disableStorageReset: repeat,
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb'],
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned no result for ${page.label}`)
  lighthouseVersion = lhr.lighthouseVersion
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    if (value === undefined) throw new Error(`${page.label}: no ${id} in the Lighthouse report`)
    return value
  }
  const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
  const scriptBytes = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0
  const lcpAudit = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { timing?: number }[] }[] } | undefined
  const [ttfb = Number.NaN, loadDelay = Number.NaN, loadTime = Number.NaN, renderDelay = Number.NaN] =
    lcpAudit?.items?.[1]?.items?.map((row) => row.timing ?? Number.NaN) ?? []
  const lcpDetails = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {})
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(lcpDetails)?.[1] ?? '?'
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    ...taskTimes((result.artifacts.Trace as { traceEvents: TraceEvent[] } | undefined)?.traceEvents ?? []),
    cls: numeric('cumulative-layout-shift'),
    jsKiB: scriptBytes / 1024,
    lcpElement: snippet.replaceAll('\\"', '"').slice(0, 90),
    phases: { ttfb, loadDelay, loadTime, renderDelay },
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

let failed = false
try {
  const samples = new Map<Page['id'], Sample[]>(pages.map((page) => [page.id, []]))
  const repeats: Sample[] = []
  const homePage = pages.find((page) => page.id === 'home') as Page
  const rounds = WARMUP + RUNS
  for (let round = 0; round < rounds; round++) {
    const counted = round >= WARMUP
    process.stdout.write(`${counted ? `run ${String(round - WARMUP + 1)}/${String(RUNS)}` : 'warm-up'}:`)
    // Interleaved, and each round in another order, so no page always runs first or last.
    const order = pages.map((_, index) => pages[(index + round) % pages.length] as Page)
    for (const page of order) {
      const sample = await measure(page)
      process.stdout.write(
        ` ${page.id} ${String(sample.score)}/${(sample.lcp / 1000).toFixed(2)}s/${sample.tbt.toFixed(0)}ms(cpu ${sample.cpuTbt.toFixed(0)})`,
      )
      if (counted) samples.get(page.id)?.push(sample)
    }
    // Home again right after its own load (storage reset by that run, then filled): a second visit.
    await measure(homePage)
    const repeat = await measure(homePage, true)
    process.stdout.write(` repeat ${(repeat.lcp / 1000).toFixed(2)}s`)
    if (counted) repeats.push(repeat)
    process.stdout.write('\n')
  }

  type Medians = Omit<Sample, 'lcpElement'>
  const medians = new Map<Page['id'], Medians>(
    pages.map((page) => {
      const list = samples.get(page.id) ?? []
      const of = (value: (sample: Sample) => number) => median(list.map(value))
      return [
        page.id,
        {
          score: of((s) => s.score),
          fcp: of((s) => s.fcp),
          lcp: of((s) => s.lcp),
          tbt: of((s) => s.tbt),
          cpuTbt: of((s) => s.cpuTbt),
          stretch: of((s) => s.stretch),
          cls: of((s) => s.cls),
          jsKiB: of((s) => s.jsKiB),
          phases: {
            ttfb: of((s) => s.phases.ttfb),
            loadDelay: of((s) => s.phases.loadDelay),
            loadTime: of((s) => s.phases.loadTime),
            renderDelay: of((s) => s.phases.renderDelay),
          },
        },
      ]
    }),
  )
  const get = (id: Page['id']) => medians.get(id) as Medians
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(0)} ms`)

  console.log(`\nLighthouse ${lighthouseVersion}, mobile, simulated throttling: medians of ${String(RUNS)} interleaved runs\n`)
  console.log(
    '| page | score | FCP | LCP | TTFB | load delay | load time | render delay | TBT | CLS | JS transferred | blocking from CPU time |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const page of pages) {
    const m = get(page.id)
    const p = m.phases
    console.log(
      `| ${page.label} | ${m.score.toFixed(0)} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${ms(p.ttfb)} | ${ms(p.loadDelay)} | ${ms(p.loadTime)} | ${ms(p.renderDelay)} | ${m.tbt.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${m.jsKiB.toFixed(1)} KiB | ${m.cpuTbt.toFixed(0)} ms |`,
    )
  }
  console.log('(LCP phases as Lighthouse breaks its largest paint down, medians of each; "-": the largest paint is no image.)')

  const home = get('home')
  const bare = get('bare')
  const inline = get('inline')
  const stack = get('stack')
  const category = get('category')
  const repeatLcp = median(repeats.map((sample) => sample.lcp))
  console.log(`\nHome on a repeat visit (its reads kept on the device): LCP ${seconds(repeatLcp)}, median of ${String(repeats.length)}`)

  console.log(`\nFirst taps on a fresh Home, 4x CPU slowdown, medians of ${String(RUNS)} (Playwright):\n`)
  const taps = await measureFirstTaps(chromePath, CHROMIUM_ARGS, urlOf(homePage), RUNS)
  console.log('| first tap | INP | tap to drawn |\n|---|---:|---:|')
  for (const tap of taps) console.log(`| ${tap.name} | ${tap.inp.toFixed(0)} ms | ${tap.drawn.toFixed(0)} ms |`)
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`
  const signed = (value: number, unit: string) => `${value >= 0 ? '+' : ''}${value.toFixed(unit === 'KiB' ? 1 : 0)} ${unit}`
  const rows: { what: string; value: string; budget: string; ok: boolean | null }[] = [
    {
      what: 'LCP / bare LCP',
      value: ratio(home.lcp, bare.lcp),
      budget: `<= ${BUDGET.lcpOverBare.toFixed(2)}x`,
      ok: home.lcp <= bare.lcp * BUDGET.lcpOverBare,
    },
    {
      what: 'LCP / bare LCP, data in page',
      value: ratio(home.lcp, inline.lcp),
      budget: `<= ${BUDGET.lcpOverInlineBare.toFixed(2)}x`,
      ok: home.lcp <= inline.lcp * BUDGET.lcpOverInlineBare,
    },
    {
      what: 'deep-linked category LCP / bare LCP',
      value: ratio(category.lcp, bare.lcp),
      budget: `<= ${BUDGET.deepLinkLcpOverBare.toFixed(2)}x`,
      ok: category.lcp <= bare.lcp * BUDGET.deepLinkLcpOverBare,
    },
    {
      what: 'TBT - stack TBT',
      value: signed(home.tbt - stack.tbt, 'ms'),
      budget: `<= +${String(BUDGET.tbtOverStackMs)} ms`,
      ok: home.tbt <= stack.tbt + BUDGET.tbtOverStackMs,
    },
    {
      what: 'performance score',
      value: home.score.toFixed(0),
      budget: `>= ${String(BUDGET.performanceScore)}`,
      ok: home.score >= BUDGET.performanceScore,
    },
    // Lighthouse reports layout shift to many decimals; 0 means none that shows at three.
    { what: 'CLS', value: home.cls.toFixed(3), budget: '0', ok: Number(home.cls.toFixed(3)) <= BUDGET.cls },
    {
      what: 'repeat-visit LCP / bare LCP',
      value: ratio(repeatLcp, bare.lcp),
      budget: `<= ${BUDGET.repeatLcpOverBare.toFixed(2)}x`,
      ok: repeatLcp <= bare.lcp * BUDGET.repeatLcpOverBare,
    },
    ...taps.map((tap) => ({
      what: `INP, ${tap.name}`,
      value: `${tap.inp.toFixed(0)} ms`,
      budget: `<= ${String(BUDGET.firstTapInpMs)} ms`,
      ok: tap.inp <= BUDGET.firstTapInpMs,
    })),
    { what: 'FCP / bare FCP', value: ratio(home.fcp, bare.fcp), budget: '(reported)', ok: null },
    { what: 'LCP / stack LCP', value: ratio(home.lcp, stack.lcp), budget: '(reported)', ok: null },
    { what: 'stack LCP / bare LCP, data in page', value: ratio(stack.lcp, inline.lcp), budget: '(reported)', ok: null },
    { what: 'deep-linked category score', value: category.score.toFixed(0), budget: '(reported)', ok: null },
    { what: 'blocking from CPU time - stack', value: signed(home.cpuTbt - stack.cpuTbt, 'ms'), budget: '(reported)', ok: null },
    { what: 'JS - stack JS', value: signed(home.jsKiB - stack.jsKiB, 'KiB'), budget: '(reported)', ok: null },
    ...(BASE
      ? [
          { what: 'Home LCP / BENCH_BASE Home LCP', value: ratio(home.lcp, get('base-home').lcp), budget: '(reported)', ok: null },
          {
            what: 'deep-linked category LCP / BENCH_BASE',
            value: ratio(category.lcp, get('base-category').lcp),
            budget: '(reported)',
            ok: null,
          },
        ]
      : []),
  ]
  console.log(`\n| Home against the references | value | budget | |\n|---|---:|---:|---|`)
  for (const row of rows) console.log(`| ${row.what} | ${row.value} | ${row.budget} | ${row.ok === null ? '' : row.ok ? 'ok' : 'MISSED'} |`)

  const stretches = pages.map((page) => get(page.id).stretch)
  console.log(
    `\nMachine load: the pages' main-thread tasks took ${Math.min(...stretches).toFixed(1)}-${Math.max(...stretches).toFixed(1)}x their CPU time by the clock (1.0x on an idle machine);`,
  )
  console.log('Lighthouse counts clock time, so TBT grows with the load; "blocking from CPU time" does not.')

  console.log('\nLargest contentful paint element (last run):')
  for (const page of pages) console.log(`  ${page.label.padEnd(24)} ${samples.get(page.id)?.at(-1)?.lcpElement ?? '?'}`)

  failed = rows.some((row) => row.ok === false)
  console.log(failed ? '\nFirst-screen budget missed.' : '\nFirst-screen budgets met.')
} finally {
  chrome.kill()
  await Promise.all(servers.map((server) => server.close()))
  await rm(workDir, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
