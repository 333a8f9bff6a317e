import { spawn } from 'node:child_process'
import { appendFile, copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type * as FsPromises from 'node:fs/promises'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appRouter } from '@mock-api/routers'
import { createFileStore } from '@mock-api/store/file'
import { createMemoryFileStorage } from '@mock-api/store/file-storage'
import type { Data, Store } from '@mock-api/store/store'
import { createCallerFactory } from '@mock-api/trpc'

/** Faults the file system will be made to have: a rename or an fdatasync that fails (EIO). */
const faults = vi.hoisted(() => ({ rename: false, datasync: false }))
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>()
  const eio = (what: string) => Object.assign(new Error(`EIO: ${what} failed`), { code: 'EIO' })
  const rename: typeof actual.rename = async (from, to) => {
    if (faults.rename) throw eio('rename')
    return actual.rename(from, to)
  }
  const open = (async (...args: Parameters<typeof actual.open>) => {
    const handle = await actual.open(...args)
    if (faults.datasync) handle.datasync = () => Promise.reject(eio('fdatasync'))
    return handle
  }) as typeof actual.open
  return { ...actual, default: { ...actual, rename, open }, rename, open }
})

const dirs: string[] = []
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'nav-hub-file-store-'))
  dirs.push(dir)
  return dir
}
beforeEach(() => {
  faults.rename = false
  faults.datasync = false
})
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

const addLog = (log: string) => (data: Data) => {
  const app = data.apps.demo!
  app.lastIds.frontendLogs += 1
  app.frontendLogs.push({ id: app.lastIds.frontendLogs, type: 'error', log, userId: null, createdAt: '' })
  return app.lastIds.frontendLogs
}
const logsOf = (store: Store) => store.read((data) => data.apps.demo!.frontendLogs.map((l) => l.log.trimEnd()))
/** Big enough to outgrow the journal (and db.json, when `size` is bigger than what it holds), so this write replaces db.json. */
const huge = (log: string, size = 1_100_000) => log + ' '.repeat(size)
const dbJson = async (dir: string) => JSON.parse(await readFile(path.join(dir, 'db.json'), 'utf8')) as Data

describe('file store: durability', () => {
  it('keeps acknowledged writes in the journal and folds them into db.json on the next start', async () => {
    const dir = await tempDir()
    const store = await createFileStore(dir)
    await store.write(addLog('one'))
    await store.write(addLog('two'))
    expect((await dbJson(dir)).apps.demo!.frontendLogs).toEqual([])
    expect((await readFile(path.join(dir, 'db.journal'), 'utf8')).split('\n')).toHaveLength(4)

    const again = await createFileStore(dir)
    expect(await logsOf(again)).toEqual(['one', 'two'])
    expect((await dbJson(dir)).apps.demo!.frontendLogs.map((l) => l.log)).toEqual(['one', 'two'])
    expect((await readFile(path.join(dir, 'db.journal'), 'utf8')).split('\n')).toHaveLength(2)
  })

  it('leaves db.json whole and unchanged when replacing it fails, and commits nothing of the write', async () => {
    const dir = await tempDir()
    const store = await createFileStore(dir)
    await store.write(addLog('before'))
    await store.write(addLog(huge('replaces db.json')))
    const file = await readFile(path.join(dir, 'db.json'), 'utf8')

    faults.rename = true
    await expect(store.write(addLog(huge('lost', 3_000_000)))).rejects.toThrow(/rename failed/)
    faults.rename = false
    expect(await readFile(path.join(dir, 'db.json'), 'utf8')).toBe(file)
    expect((await readdir(dir)).sort()).toEqual(['db.journal', 'db.json'])
    expect(await logsOf(store)).toEqual(['before', 'replaces db.json'])

    await store.write(addLog('after'))
    expect(await logsOf(await createFileStore(dir))).toEqual(['before', 'replaces db.json', 'after'])
  })

  it('rolls back a journal append whose fdatasync fails', async () => {
    const dir = await tempDir()
    const store = await createFileStore(dir)
    await store.write(addLog('kept'))
    faults.datasync = true
    await expect(store.write(addLog('lost'))).rejects.toThrow(/fdatasync failed/)
    faults.datasync = false
    expect(await logsOf(store)).toEqual(['kept'])
    expect(await logsOf(await createFileStore(dir))).toEqual(['kept'])
    await store.write(addLog('next'))
    expect(await logsOf(await createFileStore(dir))).toEqual(['kept', 'next'])
  })

  it('survives a crash in the middle of an append or of replacing db.json', async () => {
    const dir = await tempDir()
    const store = await createFileStore(dir)
    await store.write(addLog('acknowledged'))
    // A torn last line (the append of an unacknowledged write), a half-written temp file of db.json.
    await appendFile(path.join(dir, 'db.journal'), '1f2e3d4c {"ops":[{"p":["apps","demo"')
    await writeFile(path.join(dir, '.db.json.tmp'), '{"apps": {"demo"')
    const again = await createFileStore(dir)
    expect(await logsOf(again)).toEqual(['acknowledged'])
    expect((await readdir(dir)).sort()).toEqual(['db.journal', 'db.json'])
  })

  it('does not replay a journal that db.json already holds (a crash between the two renames)', async () => {
    const dir = await tempDir()
    const store = await createFileStore(dir)
    await store.write(addLog('once'))
    const journal = path.join(dir, 'db.journal')
    await copyFile(journal, `${journal}.old`)
    await createFileStore(dir) // folds the journal into db.json
    await copyFile(`${journal}.old`, journal)
    await rm(`${journal}.old`)
    expect(await logsOf(await createFileStore(dir))).toEqual(['once'])
  })

  it('refuses to start on a journal damaged before its last line, and leaves both files untouched', async () => {
    const dir = await tempDir()
    const store = await createFileStore(dir)
    await store.write(addLog('one'))
    await store.write(addLog('two'))
    const journal = path.join(dir, 'db.journal')
    const lines = (await readFile(journal, 'utf8')).split('\n')
    lines[1] = lines[1]!.replace('one', 'eno')
    await writeFile(journal, lines.join('\n'))
    const file = await readFile(path.join(dir, 'db.json'), 'utf8')
    await expect(createFileStore(dir)).rejects.toThrow(/db\.journal cannot be replayed.*line 2 is damaged.*left untouched/)
    expect(await readFile(journal, 'utf8')).toBe(lines.join('\n'))
    expect(await readFile(path.join(dir, 'db.json'), 'utf8')).toBe(file)
  })

  it('loses none of a burst of concurrent writes, across restarts and db.json replacements', async () => {
    const dir = await tempDir()
    const store = await createFileStore(dir)
    const writes = Array.from({ length: 200 }, (_, i) => store.write(addLog(i % 50 === 0 ? huge(String(i)) : String(i))))
    expect(new Set(await Promise.all(writes)).size).toBe(200)
    const expected = Array.from({ length: 200 }, (_, i) => String(i))
    expect(await logsOf(store)).toEqual(expected)
    expect(await logsOf(await createFileStore(dir))).toEqual(expected)
  })

  it('keeps every acknowledged write when the server process is killed (kill -9) at any moment', { timeout: 60_000 }, async () => {
    const dir = await tempDir()
    const writer = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support', 'writer.ts'), dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const acknowledged: string[] = []
    let buffer = ''
    const exited = new Promise<NodeJS.Signals | null>((resolve) => writer.on('exit', (_code, signal) => resolve(signal)))
    await new Promise<void>((resolve) => {
      writer.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8')
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        acknowledged.push(...lines)
        if (acknowledged.length >= 300) resolve()
      })
      void exited.then(() => resolve())
    })
    writer.kill('SIGKILL')
    expect(await exited).toBe('SIGKILL')

    const logs = await logsOf(await createFileStore(dir))
    expect(acknowledged.length).toBeGreaterThanOrEqual(300)
    expect(logs).toEqual(expect.arrayContaining(acknowledged))
  })
})

describe('file store: app keys', () => {
  it('keeps each app key to its own records, in memory and after a restart', async () => {
    const dir = await tempDir()
    const callers = (store: Store) => {
      const createCaller = createCallerFactory(appRouter)
      const files = createMemoryFileStorage()
      return (appKey: string) =>
        createCaller({
          appKey,
          caller: { id: 1, isAdmin: true, role: 'owner' },
          authProblem: null,
          store,
          files,
          now: () => new Date(0),
          setCookie: () => {},
        })
    }
    const as = callers(await createFileStore(dir))
    const before = (await as('club').admin.materials.list({})).meta.total
    const created = await as('demo').admin.materials.create({
      title: 'Only in demo',
      description: null,
      isActive: true,
      displayType: 'icon',
      imageId: null,
      iconId: null,
      links: [],
    })
    const titles = async (caller: ReturnType<typeof as>) => (await caller.admin.materials.list({})).data.map((m) => m.title)
    expect(await titles(as('demo'))).toContain('Only in demo')
    expect(await titles(as('club'))).not.toContain('Only in demo')
    expect((await as('club').admin.materials.list({})).meta.total).toBe(before)

    const restarted = callers(await createFileStore(dir))
    expect(await titles(restarted('demo'))).toContain('Only in demo')
    expect(await titles(restarted('club'))).not.toContain('Only in demo')
    await expect(restarted('club').admin.materials.get({ id: created.id })).rejects.toThrow()
  })
})
