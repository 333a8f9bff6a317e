/**
 * `npm run bench:store`: how the file store's writes and reads grow with a hub's size, over HTTP
 * against the real server (startServer on a file store in a temp dir), as an admin would use it.
 *
 * - One server per size (100, 1,000, 10,000 materials in hub `bench`, seeded straight through the
 *   store), each with its own db.json, so a size's figures pay for its own file only.
 * - Write: an admin creates a material, 50 sequential creates per size. Read: the first page (20)
 *   of the admin materials list, filtered (active, title contains a word), 50 per size. Requests go
 *   round-robin across the sizes, so a busy moment of the machine hits every size alike.
 * - Bulk: 10,000 creates, 50 requests in flight, into a fresh seeded server; then the list's total
 *   must have grown by exactly 10,000 (nothing lost).
 *
 * Budgets (issue 7), ratios where the machine's speed would otherwise decide:
 * write p50 at 10,000 <= 3x write p50 at 100 (same run); list read p95 at 10,000 < 10 ms;
 * the bulk run < 60 s. Exits 1 when one is missed.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_BOT_TOKEN } from '@mock-api/auth'
import { startServer } from '@mock-api/server'
import { emptyAppData } from '@mock-api/store/empty'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { link, seeder } from '@mock-api/store/seed-builder'
import { signIn, type Target } from '../contract/client'

const SIZES = [100, 1_000, 10_000]
const SAMPLES = 50
const WARM_UP = 5
const BULK = 10_000
const IN_FLIGHT = 50
const BUDGET = { writeRatio: 3, listP95Ms: 10, bulkSeconds: 60 }
/** The bulk run is abandoned after this long, so a slow store fails the bench instead of hanging it. */
const BULK_GIVE_UP_SECONDS = 180
const HUB = 'bench'
const LIST = `/admin/materials?filter[is_active]=true&filter[title]=${encodeURIComponent('урок')}&pagination[limit]=20`

interface Running {
  target: Target
  token: string
  dataFile: string
  stop: () => Promise<void>
}

/** A server on a fresh data dir whose hub `bench` holds `materials` materials (one in ten inactive). */
async function serve(materials: number): Promise<Running> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nav-hub-bench-store-'))
  const store = await createFileStore(dataDir)
  await store.write((data) => {
    const app = emptyAppData('Bench')
    const s = seeder(app)
    s.admin({ telegramId: 1, name: 'Bench admin', username: null, email: null })
    for (let i = 1; i <= materials; i += 1) {
      s.material({
        title: `Урок ${String(i)}: как устроен каталог`, displayType: i % 3 === 0 ? 'large' : 'icon', isActive: i % 10 !== 0,
        description: 'Короткое описание материала, как в настоящем каталоге школы.',
        links: [link.external(`https://example.com/lessons/${String(i)}`)],
      })
    }
    data.apps[HUB] = app
  })
  const running = await startServer({
    port: 0, mode: 'dist', distDir: join(dataDir, 'no-dist'), devLaunch: false, botToken: DEV_BOT_TOKEN,
    store, files: createFsFileStorage(dataDir),
  })
  const { port } = running.server.address() as AddressInfo
  const target: Target = { name: 'bench', baseUrl: `http://127.0.0.1:${String(port)}/api`, botToken: DEV_BOT_TOKEN }
  return {
    target,
    token: await signIn(target, 1, HUB),
    dataFile: join(dataDir, 'db.json'),
    stop: async () => {
      await running.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

let created = 0
async function create(run: Running): Promise<void> {
  created += 1
  const response = await fetch(`${run.target.baseUrl}/admin/materials`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${run.token}`, 'X-App-Key': HUB },
    body: JSON.stringify({ title: `Урок из бенчмарка ${String(created)}`, display_type: 'small', links: [] }),
  })
  await response.arrayBuffer()
  if (response.status !== 201 && response.status !== 200) throw new Error(`create answered ${String(response.status)}`)
}

async function listFirstPage(run: Running): Promise<{ total: number }> {
  const response = await fetch(`${run.target.baseUrl}${LIST}`, {
    headers: { Authorization: `Bearer ${run.token}`, 'X-App-Key': HUB, 'Accept-Encoding': 'gzip' },
  })
  const body = (await response.json()) as { meta: { total: number } }
  if (response.status !== 200) throw new Error(`list answered ${String(response.status)}`)
  return body.meta
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** Each of `runs` in turn, `rounds` times: the same moments of the machine for every size. */
async function roundRobin(runs: Running[], rounds: number, fn: (run: Running) => Promise<unknown>): Promise<number[][]> {
  const samples = runs.map((): number[] => [])
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, run] of runs.entries()) samples[i]!.push(await timed(() => fn(run)))
  }
  return samples
}

async function bulk(): Promise<{ seconds: number; lost: number; finished: boolean }> {
  const run = await serve(0)
  try {
    const before = (await listFirstPage(run)).total
    let next = 0
    let finished = true
    const start = performance.now()
    const deadline = start + BULK_GIVE_UP_SECONDS * 1000
    const worker = async () => {
      while (next < BULK) {
        if (performance.now() > deadline) {
          finished = false
          return
        }
        next += 1
        await create(run)
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
    const seconds = (performance.now() - start) / 1000
    const lost = before + next - (await listFirstPage(run)).total
    return { seconds, lost, finished }
  } finally {
    await run.stop()
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const pad = (value: string, width: number) => value.padStart(width)

async function main() {
  console.log(`Store benchmark: ${String(SAMPLES)} samples per size, round-robin; list = ${LIST}\n`)
  const runs = []
  for (const size of SIZES) runs.push(await serve(size))
  try {
    await roundRobin(runs, WARM_UP, create)
    await roundRobin(runs, WARM_UP, listFirstPage)
    const writes = await roundRobin(runs, SAMPLES, create)
    const reads = await roundRobin(runs, SAMPLES, listFirstPage)
    const sizes = await Promise.all(runs.map(async (run) => (await stat(run.dataFile)).size))

    console.log('| materials | write p50 | write p95 | list p50 | list p95 | db.json |')
    console.log('|---:|---:|---:|---:|---:|---:|')
    SIZES.forEach((size, i) => {
      const cells = [
        size.toLocaleString('en'), ms(percentile(writes[i]!, 50)), ms(percentile(writes[i]!, 95)),
        ms(percentile(reads[i]!, 50)), ms(percentile(reads[i]!, 95)), `${(sizes[i]! / 1024).toFixed(0)} KiB`,
      ]
      console.log(`| ${cells.map((cell, c) => pad(cell, [9, 9, 9, 8, 8, 7][c]!)).join(' | ')} |`)
    })

    const writeSmall = percentile(writes[0]!, 50)
    const writeLarge = percentile(writes[SIZES.length - 1]!, 50)
    const listLarge = percentile(reads[SIZES.length - 1]!, 95)
    for (const run of runs.splice(0)) await run.stop()

    console.log(`\nBulk: ${BULK.toLocaleString('en')} creates, ${String(IN_FLIGHT)} in flight...`)
    const bulkRun = await bulk()
    console.log(bulkRun.finished
      ? `Bulk: ${bulkRun.seconds.toFixed(1)} s (${(BULK / bulkRun.seconds).toFixed(0)} creates/s), lost: ${String(bulkRun.lost)}`
      : `Bulk: gave up after ${String(BULK_GIVE_UP_SECONDS)} s`)

    const checks = [
      {
        name: `write p50 at 10,000 <= ${String(BUDGET.writeRatio)}x write p50 at 100`,
        value: `${ms(writeLarge)} vs ${ms(writeSmall)} (${(writeLarge / writeSmall).toFixed(2)}x)`,
        ok: writeLarge <= BUDGET.writeRatio * writeSmall,
      },
      { name: `list read p95 at 10,000 < ${String(BUDGET.listP95Ms)} ms`, value: ms(listLarge), ok: listLarge < BUDGET.listP95Ms },
      {
        name: `${BULK.toLocaleString('en')} creates, ${String(IN_FLIGHT)} in flight, < ${String(BUDGET.bulkSeconds)} s, none lost`,
        value: bulkRun.finished ? `${bulkRun.seconds.toFixed(1)} s, lost ${String(bulkRun.lost)}` : 'did not finish',
        ok: bulkRun.finished && bulkRun.seconds < BUDGET.bulkSeconds && bulkRun.lost === 0,
      },
    ]
    console.log('\nBudgets:')
    for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'MISS'} ${check.name}: ${check.value}`)
    if (checks.some((check) => !check.ok)) process.exitCode = 1
  } finally {
    for (const run of runs) await run.stop()
  }
}

await main()
