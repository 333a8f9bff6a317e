import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createFileStore } from '@mock-api/store/file'
import { createFsFileStorage } from '@mock-api/store/file-storage-fs'
import { createMemoryStore } from '@mock-api/store/memory'
import { emptyData, seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'

const dirs: string[] = []
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'nav-hub-store-'))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

const addLog = (log: string) => (data: Data) => {
  const app = data.apps.demo
  if (!app) throw new Error('no demo')
  app.lastIds.frontendLogs += 1
  app.frontendLogs.push({ id: app.lastIds.frontendLogs, type: 'error', log, userId: null, createdAt: '' })
  return app.lastIds.frontendLogs
}

describe('memory store', () => {
  it('starts from the seed, or from a copy of the data it is given', async () => {
    expect(await createMemoryStore().read((data) => Object.keys(data.apps))).toEqual(['demo', 'club'])
    const initial = emptyData('demo')
    const store = createMemoryStore(initial)
    await store.write(addLog('x'))
    expect(initial.apps.demo?.frontendLogs).toEqual([])
  })

  it('loses none of 100 concurrent writes', async () => {
    const store = createMemoryStore(emptyData('demo'))
    const ids = await Promise.all(Array.from({ length: 100 }, (_, i) => store.write(addLog(String(i)))))
    expect(new Set(ids).size).toBe(100)
    expect(await store.read((data) => data.apps.demo?.frontendLogs.length)).toBe(100)
  })

  it('commits nothing of a write that throws, and keeps serving writes after it', async () => {
    const store = createMemoryStore(emptyData('demo'))
    const failing = store.write((data) => {
      addLog('half')(data)
      throw new Error('boom')
    })
    const next = store.write(addLog('next'))
    await expect(failing).rejects.toThrow('boom')
    expect(await next).toBe(1)
    expect(await store.read((data) => data.apps.demo?.frontendLogs.map((l) => l.log))).toEqual(['next'])
  })
})

describe('file store', () => {
  it('seeds db.json on first start and reads it back on the next', async () => {
    const dir = await tempDir()
    const store = await createFileStore(dir)
    await store.write(addLog('persisted'))
    const again = await createFileStore(dir)
    expect(await again.read((data) => data.apps.demo?.frontendLogs.map((l) => l.log))).toEqual(['persisted'])
    // A start folds the journal (tests/unit/store) into db.json.
    const json = JSON.parse(await readFile(path.join(dir, 'db.json'), 'utf8')) as Data
    expect(json.apps.demo?.frontendLogs.map((l) => l.log)).toEqual(['persisted'])
    expect(await again.read((data) => data.apps.demo?.categories.length)).toBe(seedData().apps.demo?.categories.length)
  })

  it('refuses to start on a corrupt file and leaves it untouched', async () => {
    const dir = await tempDir()
    const file = path.join(dir, 'db.json')
    await writeFile(file, '{"apps": {')
    await expect(createFileStore(dir)).rejects.toThrow(/db\.json is not valid JSON.*left untouched/)
    expect(await readFile(file, 'utf8')).toBe('{"apps": {')
    await writeFile(file, '[1, 2]')
    await expect(createFileStore(dir)).rejects.toThrow(/does not hold the mock API's data/)
  })

  it('loses none of 100 concurrent writes and leaves no temp files', async () => {
    const dir = await tempDir()
    const store = await createFileStore(dir)
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.write(addLog(String(i)))))
    const again = await createFileStore(dir)
    expect(await again.read((data) => data.apps.demo?.frontendLogs)).toHaveLength(100)
    expect((await readdir(dir)).sort()).toEqual(['db.journal', 'db.json'])
  })
})

describe('fs file storage', () => {
  it('puts, gets and removes bytes by key, atomically', async () => {
    const dir = await tempDir()
    const storage = createFsFileStorage(dir)
    const bytes = Uint8Array.from([1, 2, 3])
    await storage.put('demo/1.png', bytes, 'image/png')
    expect(await storage.get('demo/1.png')).toEqual({ bytes, contentType: 'image/png' })
    expect(await readdir(path.join(dir, 'uploads', 'demo'))).toEqual(['1.png'])
    await storage.remove('demo/1.png')
    expect(await storage.get('demo/1.png')).toBeNull()
    await storage.remove('demo/1.png')
  })

  it('refuses keys that could leave its directory', async () => {
    const storage = createFsFileStorage(await tempDir())
    await expect(storage.put('../escape.png', Uint8Array.from([1]), 'image/png')).rejects.toThrow(/Invalid file key/)
    await expect(storage.put('demo/../../x.png', Uint8Array.from([1]), 'image/png')).rejects.toThrow(/Invalid file key/)
    expect(await storage.get('../../etc/passwd')).toBeNull()
  })
})
