/**
 * The first screen's JavaScript budget (DESIGN.md: 130 KB gzip): everything the browser loads
 * before Home (`/{appKey}`) is drawn by the app. Run after `vite build`. Counted, each chunk once:
 *
 * - the entry chunk of index.html and its static imports (closure), which draws Home's first paint
 *   (src/app/first-paint.tsx: its own budget, FIRST_PAINT_BUDGET_KB);
 * - the app, which the entry loads at once or once the first paint is on screen (src/app/boot.tsx);
 * - every chunk the router splits out of the routes that render Home or run on the way to it
 *   (FIRST_SCREEN_ROUTES: `?tsr-split=component`, `?tsr-split=loader`, pending/error parts...),
 *   which the router fetches before the screen can render, and their static imports (closure).
 *
 * Dynamic imports (`import()`, React.lazy) from any of these are not counted: they load later,
 * when first needed. Except language packs: only Russian is bundled, and start-up fetches the
 * English catalogs (ENGLISH_PACK files) before Home renders for an English-speaking visitor, so
 * that visitor's first screen is checked too. Each chunk is gzipped at level 9. Fails over budget
 * (either visitor), when any of it comes from the admin, or when a first-screen route has neither
 * split parts nor code in the entry.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { COMPILE_HINT } from '../../vite.config'

/**
 * The visitor's first screen, Russian and English (with the catalog it loads before Home): issue 7's
 * 130 KB. Lower it, never raise it; docs/benchmarks.md has the figures over time and the levers left.
 * Set to 133 KB on 27 Nov 2026 when Home's first paint split the entry in two (issue 29: the first
 * paint is the entry alone, FIRST_PAINT_BUDGET_KB; the two files compress apart, +2.6 KB): a debt to
 * pay back, first by taking the admin's routes out of the visitor's route tree.
 */
const BUDGET_KB = 133
/**
 * Every admin screen (the heaviest: the popup and category forms with their fields): issue 10's 200 KB.
 * Lower it, never raise it; docs/benchmarks.md has the figures over time. Set to 206 KB on 27 Nov 2026
 * while issues 24, 28 and 30 landed, to 209 KB when the visitor's entry was split in two for Home's
 * first paint (issue 29: two files compress apart); a debt to pay back (docs/benchmarks.md, "Size").
 */
const ADMIN_BUDGET_KB = 209
/**
 * Home's first paint: the entry alone (React and Home's parts, src/app/first-paint.tsx), all that
 * stands between the early reads' answers and Home's largest paint (docs/decisions/first-screen.md).
 */
const FIRST_PAINT_BUDGET_KB = 80
/** The app (src/app/boot.tsx, the `boot` chunk group of vite.config.ts): main.tsx's one import. */
const BOOT_CHUNK = 'boot'
const DIST = 'dist'
const ADMIN = /(^|\/)src\/features\/admin\//
/**
 * Admin modules allowed in the first load: an admin list route's `validateSearch` (the route tree,
 * which matches every URL, needs it before any screen). Written by hand without zod, kept tiny;
 * counted in the total like the rest.
 */
const ROUTE_OPTIONS = /(^|\/)src\/features\/admin\/.*-search\.ts$/

/**
 * The route files whose split chunks load before Home shows: the root layout, the `$appKey` layout,
 * Home itself, and the start-up loader every cold start passes through.
 */
const FIRST_SCREEN_ROUTES = [
  'src/routes/__root.tsx',
  'src/routes/$appKey.tsx',
  'src/routes/$appKey/[loader].tsx',
  'src/routes/$appKey/index.tsx',
]
/**
 * The English catalogs (a feature's `*-en.ts`, src/i18n/error-messages-en.ts), fetched at start-up for
 * English-speaking visitors. Not the admin's: a catalog is fetched at start-up only once its module has
 * registered it, and the admin's register with the admin's chunks.
 */
const ENGLISH_PACK = /(^|\/|-)en\.tsx?$/
/**
 * Every admin screen (each route file under ADMIN_ROUTES_DIR, found on disk, so a new screen is gated
 * without editing a list): a cold start at one loads the entry, the layouts above it (ADMIN_LAYOUT_ROUTES
 * and any nested layout) and the screen's route. Each screen's total is printed; the heaviest with its
 * chunks, beside the visitor's figure.
 */
const ADMIN_LAYOUT_ROUTES = [
  'src/routes/__root.tsx',
  'src/routes/$appKey.tsx',
  'src/routes/$appKey/[loader].tsx',
  'src/routes/$appKey/admin.tsx',
]
const ADMIN_ROUTES_DIR = 'src/routes/$appKey/admin'
/** TanStack Router's defaults: files named `-x` are not routes; `route.tsx` is its folder's layout. */
const ROUTE_FILE = /\.tsx?$/
const IGNORED_ROUTE_FILE = /(^|\/)-|\.(test|spec|stories)\.tsx?$/
const adminRouteFiles = (readdirSync(ADMIN_ROUTES_DIR, { recursive: true }) as string[])
  .map((file) => `${ADMIN_ROUTES_DIR}/${file.replaceAll('\\', '/')}`)
  .filter((file) => ROUTE_FILE.test(file) && !IGNORED_ROUTE_FILE.test(file.slice(ADMIN_ROUTES_DIR.length)))
  .sort()
/** The folder layouts above an admin route (`admin/x.tsx` or `admin/x/route.tsx` for `admin/x/y.tsx`), when they exist. */
const nestedLayouts = (route: string) => {
  const folders = route
    .slice(ADMIN_ROUTES_DIR.length + 1)
    .split('/')
    .slice(0, -1)
  return folders.flatMap((_, index) => {
    const folder = `${ADMIN_ROUTES_DIR}/${folders.slice(0, index + 1).join('/')}`
    return [`${folder}.tsx`, `${folder}/route.tsx`].filter((layout) => layout !== route && adminRouteFiles.includes(layout))
  })
}
/** Home's own routes: these must be found (their parts split out, or bundled into the entry). */
const HOME_ROUTES = ['src/routes/$appKey.tsx', 'src/routes/$appKey/index.tsx']

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

function readJson<T>(path: string): T {
  if (!existsSync(path)) {
    console.error(`${path} is missing: run \`vite build\` first (build.manifest must stay on in vite.config.ts).`)
    process.exit(1)
  }
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

const manifest = readJson<Record<string, ManifestChunk>>(join(DIST, '.vite/manifest.json'))
const modulesPath = join(DIST, '.vite/chunk-modules.json')
const chunkModules = existsSync(modulesPath) ? readJson<Record<string, string[]>>(modulesPath) : null

const entryKey = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entryKey) {
  console.error('No entry chunk in the manifest (expected "index.html").')
  process.exit(1)
}

const problems: string[] = []

/** Manifest key -> why it is on the first screen (the shortest reason: closures are walked breadth first). */
const firstLoad = new Map<string, string>()
const include = (root: string, reason: string, into: Map<string, string> = firstLoad) => {
  const queue: [string, string][] = [[root, reason]]
  while (queue.length > 0) {
    const [key, why] = queue.shift() as [string, string]
    if (into.has(key)) continue
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`)
    into.set(key, why)
    const via = key === entryKey ? 'the entry' : key.startsWith('_') ? key.slice(1) : key
    for (const imported of chunk.imports ?? []) queue.push([imported, `imported by ${via}`])
  }
}
include(entryKey, `entry (${entryKey})`)
const firstPaintKeys = new Map(firstLoad)
const bootKey = Object.keys(manifest).find((key) => manifest[key]?.name === BOOT_CHUNK && manifest[key]?.file.endsWith('.js'))
if (bootKey) include(bootKey, `the app (src/app/boot.tsx), loaded by the entry`)
else problems.push(`no ${BOOT_CHUNK} chunk: main.tsx must load the app (src/app/boot.tsx) with import()`)

// Most of the first screen's main-thread time was V8 compiling the entry's functions one by one as
// they were first called; the hint has it compiled off the main thread while it downloads.
for (const file of [manifest[entryKey]?.file, bootKey && manifest[bootKey]?.file]) {
  if (file && !readFileSync(join(DIST, file), 'utf8').startsWith(`${COMPILE_HINT}\n`)) {
    problems.push(`the first screen's chunk ${file} does not start with V8's compile hint (${COMPILE_HINT}: vite.config.ts, compileHints)`)
  }
}

// The entry runs alone: each chunk it imports statically is one more file the browser must fetch before
// any of the entry runs (a request on the first screen's critical path: Lighthouse's simulated LCP
// grew by about 0.25 s when a CommonJS library in an admin chunk moved the bundler's interop helpers
// into a chunk of their own). docs/benchmarks.md.
for (const imported of manifest[entryKey]?.imports ?? []) {
  problems.push(`the entry imports ${manifest[imported]?.file ?? imported} statically: the first screen waits for one more file`)
}

const baseOf = (key: string) => key.replace(/\?.*$/, '')
const entryModules = chunkModules
  ? [manifest[entryKey]?.file, bootKey && manifest[bootKey]?.file].flatMap((file) => chunkModules[file ?? ''] ?? [])
  : null
for (const route of FIRST_SCREEN_ROUTES) {
  const parts = Object.keys(manifest).filter((key) => baseOf(key) === route && key !== route && /[?&]tsr-split=/.test(key))
  for (const key of parts) include(key, `route ${key}`)
  // Also a route file that became a chunk of its own (imported dynamically somewhere).
  if (manifest[route] && !manifest[route].isEntry) include(route, `route ${route}`)
  if (HOME_ROUTES.includes(route) && parts.length === 0 && !manifest[route] && entryModules && !entryModules.includes(route)) {
    problems.push(`${route}: no split parts in the manifest and not in the entry chunk (did the route move?)`)
  }
}

/** Entry + every split part of `routes` (and a route file that became a chunk), static imports included. */
const isAdminFile = (file: string) => /(^|\/)assets\/admin-/.test(file)

function routesClosure(routes: readonly string[], { lazyScreens = false } = {}): Map<string, string> {
  const into = new Map<string, string>()
  include(entryKey as string, `entry (${entryKey as string})`, into)
  if (bootKey) include(bootKey, `the app (src/app/boot.tsx)`, into)
  for (const route of routes) {
    const split = Object.keys(manifest).filter((k) => baseOf(k) === route && k !== route && /[?&]tsr-split=/.test(k))
    for (const key of split) include(key, `route ${key}`, into)
    if (manifest[route] && !manifest[route].isEntry) include(route, `route ${route}`, into)
    // An admin route's split chunk loads its screen (or the layout its guard) lazily, with
    // lazyRouteComponent, so the visitor's entry names none of their stylesheets: part of the cold
    // start all the same. Only admin chunks: the layout's no-access screen is the visitor's.
    if (lazyScreens)
      for (const key of split.flatMap((k) => manifest[k]?.dynamicImports ?? []))
        if (isAdminFile(manifest[key]?.file ?? '')) include(key, `lazy part of ${route}: ${key}`, into)
  }
  return into
}

interface Row {
  file: string
  reason: string
  raw: number
  gzip: number
}

function measure(keys: Map<string, string>, { admin = false } = {}): Row[] {
  return [...keys]
    .map(([key, reason]) => ({ key, reason, chunk: manifest[key] as ManifestChunk }))
    .filter(({ chunk }) => chunk.file.endsWith('.js'))
    .map(({ chunk, reason }) => {
      const code = readFileSync(join(DIST, chunk.file))
      const adminModules = admin ? [] : (chunkModules?.[chunk.file] ?? []).filter((id) => ADMIN.test(id) && !ROUTE_OPTIONS.test(id))
      // The admin's own screens (`admin: true`) are expected to be admin code.
      if (!admin && (ADMIN.test(chunk.src ?? '') || /admin/i.test(chunk.name ?? '') || /admin/i.test(chunk.file))) {
        problems.push(`${chunk.file} (${chunk.name ?? chunk.src ?? '?'}) looks like admin code`)
      }
      for (const id of adminModules) problems.push(`${chunk.file} contains ${id}`)
      return { file: chunk.file, reason, raw: code.length / 1024, gzip: gzipSync(code, { level: 9 }).length / 1024 }
    })
    .sort((a, b) => b.gzip - a.gzip)
}

const rows = measure(firstLoad)
const russian = new Set(firstLoad.keys())
// Only the catalogs whose module is on the first screen: a catalog is fetched at start-up once its
// module has registered it (src/i18n/language-packs.ts), and the others register later, with their chunks.
const firstScreenImports = new Set([...russian].flatMap((key) => manifest[key]?.dynamicImports ?? []))
for (const key of Object.keys(manifest).filter((key) => ENGLISH_PACK.test(key) && !ADMIN.test(key) && firstScreenImports.has(key))) {
  include(key, `English catalog ${key}`)
}
const englishRows = measure(new Map([...firstLoad].filter(([key]) => !russian.has(key))))

const sum = (list: Row[], field: 'raw' | 'gzip') => list.reduce((total, row) => total + row[field], 0)
const total = sum(rows, 'gzip')
const englishTotal = total + sum(englishRows, 'gzip')
const width = Math.max(...[...rows, ...englishRows].map((row) => row.file.length), 'total'.length)
const kb = (value: number) => value.toFixed(1).padStart(8)
const print = (row: Row) => console.log(`${row.file.padEnd(width)}  ${kb(row.raw)}  ${kb(row.gzip)}  ${row.reason}`)
console.log(
  `First-screen JavaScript (Home at /{appKey}: entry ${entryKey} + the split parts of ${FIRST_SCREEN_ROUTES.join(', ')}; static imports included, each chunk once)\n`,
)
console.log(`${'chunk'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  from`)
rows.forEach(print)
console.log(`${'total'.padEnd(width)}  ${kb(sum(rows, 'raw'))}  ${kb(total)}   (budget ${BUDGET_KB} KB gzip)`)
if (englishRows.length > 0) {
  console.log('\nAn English-speaking visitor also loads, before Home renders:')
  englishRows.forEach(print)
  console.log(
    `${'total'.padEnd(width)}  ${kb(sum(rows, 'raw') + sum(englishRows, 'raw'))}  ${kb(englishTotal)}   (budget ${BUDGET_KB} KB gzip)`,
  )
}
// The visitor's lazy chunks (each later screen, overlay and catalog) never import admin code either:
// vite.config.ts groups modules only the admin uses into admin-* chunks, so a visitor's module that
// starts importing one of them would drag in a whole admin chunk. Walked from the entry through every
// import, static or dynamic, except into the admin's routes.
const ADMIN_ROUTE = /^src\/routes\/\$appKey\/admin[./]/
const visitorChunks = new Set<string>()
const visitorQueue = [entryKey]
while (visitorQueue.length > 0) {
  const key = visitorQueue.pop() as string
  if (visitorChunks.has(key) || ADMIN_ROUTE.test(key)) continue
  visitorChunks.add(key)
  const chunk = manifest[key] as ManifestChunk
  visitorQueue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []))
}
for (const key of visitorChunks) {
  const file = manifest[key]?.file ?? key
  const adminModules = (chunkModules?.[file] ?? []).filter((id) => ADMIN.test(id) && !ROUTE_OPTIONS.test(id))
  if (/(^|\/)assets\/admin-/.test(file) || adminModules.length > 0) {
    problems.push(
      `the visitor's lazy chunk ${file} is (or holds) admin code${adminModules.length > 0 ? `: ${adminModules.join(', ')}` : ''}`,
    )
  }
}
if (!chunkModules) console.warn('\n(no chunk-modules.json: only chunk names were checked for admin code)')

// The API reference (Redoc, mock-api/openapi/reference.ts) is a page of its own beside the build
// (dist/api/), loaded only there: no chunk of the SPA may hold it, nor the mock API's code.
for (const [file, modules] of Object.entries(chunkModules ?? {})) {
  const foreign = modules.filter((id) => /(^|\/)node_modules\/(redoc|openapi-typescript|@redocly)\/|(^|\/)mock-api\//.test(id))
  if (foreign.length > 0) problems.push(`${file} holds the API reference's or the mock API's code: ${foreign.slice(0, 3).join(', ')}`)
}

// Every admin screen against the admin's budget; the heaviest one's chunks, beside the visitor's figure.
const adminScreens = adminRouteFiles
  .filter((route) => {
    if (Object.keys(manifest).some((key) => baseOf(key) === route)) return true
    problems.push(`${route}: an admin route with no chunk in the manifest (did the route move?)`)
    return false
  })
  .map((route) => {
    const screenRows = measure(routesClosure([...ADMIN_LAYOUT_ROUTES, ...nestedLayouts(route), route], { lazyScreens: true }), {
      admin: true,
    })
    return { route, rows: screenRows, gzip: sum(screenRows, 'gzip'), raw: sum(screenRows, 'raw') }
  })
  .sort((a, b) => b.gzip - a.gzip)
const heaviest = adminScreens[0]
if (heaviest) {
  const screenWidth = Math.max(...adminScreens.map((screen) => screen.route.length))
  console.log(`\nEvery admin screen (a cold start at it: entry, layouts, the screen's route; static imports included):\n`)
  for (const screen of adminScreens) {
    const over = screen.gzip > ADMIN_BUDGET_KB
    console.log(`${screen.route.padEnd(screenWidth)}  ${kb(screen.raw)}  ${kb(screen.gzip)}${over ? '   OVER BUDGET' : ''}`)
    if (over) problems.push(`admin screen ${screen.route} is ${screen.gzip.toFixed(1)} KB gzip, over the ${ADMIN_BUDGET_KB} KB budget`)
  }
  console.log(`\nThe admin's heaviest screen (${heaviest.route}):`)
  heaviest.rows.forEach(print)
  console.log(`${'total'.padEnd(width)}  ${kb(heaviest.raw)}  ${kb(heaviest.gzip)}   (budget ${ADMIN_BUDGET_KB} KB gzip)`)
} else {
  problems.push(`no admin route under ${ADMIN_ROUTES_DIR} is in the manifest`)
}
const firstPaint = sum(measure(firstPaintKeys), 'gzip')
console.log(`\nHome's first paint (the entry alone): ${firstPaint.toFixed(1)} KB gzip (budget ${FIRST_PAINT_BUDGET_KB} KB)`)
if (firstPaint > FIRST_PAINT_BUDGET_KB)
  problems.push(`Home's first paint is ${firstPaint.toFixed(1)} KB gzip, over the ${FIRST_PAINT_BUDGET_KB} KB budget`)
console.log(
  `\nVisitor's first screen ${total.toFixed(1)} KB (budget ${BUDGET_KB}) · admin's heaviest screen ${heaviest ? heaviest.gzip.toFixed(1) : '?'} KB (budget ${ADMIN_BUDGET_KB})`,
)

if (total > BUDGET_KB) problems.push(`first screen is ${total.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`)
if (englishTotal > BUDGET_KB)
  problems.push(`first screen in English is ${englishTotal.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`)
if (problems.length > 0) {
  console.error(`\nSize check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nSize check passed.')
