/**
 * The first screen's JavaScript budget (DESIGN.md: 130 KB gzip). Run after `vite build`: takes
 * the entry chunk of index.html and every chunk it imports statically (what the browser must
 * load before the first screen; dynamic imports come later), gzips each at level 9, and fails
 * over budget or when any of it comes from the admin.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 130
const DIST = 'dist'
const ADMIN = /(^|\/)src\/features\/admin\//

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
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

const firstLoad: string[] = []
const visit = (key: string) => {
  if (firstLoad.includes(key)) return
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The manifest has no chunk "${key}"`)
  firstLoad.push(key)
  for (const imported of chunk.imports ?? []) visit(imported)
}
visit(entryKey)

const problems: string[] = []
const rows = firstLoad
  .map((key) => manifest[key] as ManifestChunk)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => {
    const code = readFileSync(join(DIST, chunk.file))
    const adminModules = (chunkModules?.[chunk.file] ?? []).filter((id) => ADMIN.test(id))
    if (ADMIN.test(chunk.src ?? '') || /admin/i.test(chunk.name ?? '') || /admin/i.test(chunk.file)) {
      problems.push(`${chunk.file} (${chunk.name ?? chunk.src ?? '?'}) looks like admin code`)
    }
    for (const id of adminModules) problems.push(`${chunk.file} contains ${id}`)
    return { file: chunk.file, raw: code.length / 1024, gzip: gzipSync(code, { level: 9 }).length / 1024 }
  })
  .sort((a, b) => b.gzip - a.gzip)

const total = rows.reduce((sum, row) => sum + row.gzip, 0)
const width = Math.max(...rows.map((row) => row.file.length), 'total'.length)
const kb = (value: number) => value.toFixed(1).padStart(8)
console.log(`First-load JavaScript (entry ${entryKey}, static imports only)\n`)
console.log(`${'chunk'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`)
for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.raw)}  ${kb(row.gzip)}`)
console.log(`${'total'.padEnd(width)}  ${kb(rows.reduce((sum, row) => sum + row.raw, 0))}  ${kb(total)}   (budget ${BUDGET_KB} KB gzip)`)
if (!chunkModules) console.warn('\n(no chunk-modules.json: only chunk names were checked for admin code)')

if (total > BUDGET_KB) problems.push(`first load is ${total.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`)
if (problems.length > 0) {
  console.error(`\nSize check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nSize check passed.')
