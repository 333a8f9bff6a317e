import { Low, type Adapter } from 'lowdb'
import { describe, expect, it } from 'vitest'
import { createLowStore } from '@mock-api/store/low-store'
import { emptyData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'

/** An adapter whose writes finish only when the test says so (a slow fsync), and can be told to fail. */
function gatedAdapter() {
  const writes: { data: Data; finish: (error?: Error) => void }[] = []
  const adapter: Adapter<Data> = {
    read: async () => null,
    write: (data) =>
      new Promise<void>((resolve, reject) => {
        writes.push({ data, finish: (error) => (error ? reject(error) : resolve()) })
      }),
  }
  return { adapter, writes }
}

const addLog = (log: string) => (data: Data) => {
  const app = data.apps.demo!
  app.lastIds.frontendLogs += 1
  app.frontendLogs.push({ id: app.lastIds.frontendLogs, type: 'error', log, userId: null, createdAt: '' })
  return app.lastIds.frontendLogs
}
const logs = (data: Data) => data.apps.demo!.frontendLogs.map((l) => l.log)

/** Lets queued promise callbacks run (no timers involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('group commit', () => {
  it('commits the writes that queue up during one file write together in the next, and acknowledges none before its file write ends', async () => {
    const { adapter, writes } = gatedAdapter()
    const store = createLowStore(new Low(adapter, emptyData('demo')))
    const acknowledged: number[] = []
    const track = (write: Promise<number>) => write.then((id) => acknowledged.push(id))

    const first = track(store.write(addLog('a')))
    await settle()
    expect(writes).toHaveLength(1)
    const queued = [track(store.write(addLog('b'))), track(store.write(addLog('c'))), track(store.write(addLog('d')))]
    await settle()
    expect(writes).toHaveLength(1)
    expect(acknowledged).toEqual([])
    expect(await store.read(logs)).toEqual([])

    writes[0]!.finish()
    await first
    await settle()
    expect(acknowledged).toEqual([1])
    expect(writes).toHaveLength(2)
    expect(logs(writes[1]!.data)).toEqual(['a', 'b', 'c', 'd'])
    expect(await store.read(logs)).toEqual(['a'])

    writes[1]!.finish()
    await Promise.all(queued)
    expect(acknowledged).toEqual([1, 2, 3, 4])
    expect(await store.read(logs)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('rejects every write of a group whose file write fails, keeps nothing of it, and goes on', async () => {
    const { adapter, writes } = gatedAdapter()
    const store = createLowStore(new Low(adapter, emptyData('demo')))
    const first = store.write(addLog('kept'))
    await settle()
    const lost = [store.write(addLog('lost 1')), store.write(addLog('lost 2'))]
    writes[0]!.finish()
    await first
    await settle()
    writes[1]!.finish(new Error('disk full'))
    for (const write of lost) await expect(write).rejects.toThrow('disk full')
    expect(await store.read(logs)).toEqual(['kept'])

    const next = store.write(addLog('next'))
    await settle()
    expect(logs(writes[2]!.data)).toEqual(['kept', 'next'])
    writes[2]!.finish()
    expect(await next).toBe(2)
  })

  it('keeps the other writes of a group when one of them throws', async () => {
    const { adapter, writes } = gatedAdapter()
    const store = createLowStore(new Low(adapter, emptyData('demo')))
    const results = [
      store.write(addLog('one')),
      store.write((data) => {
        addLog('half')(data)
        throw new Error('refused')
      }),
      store.write(addLog('two')),
    ]
    await settle()
    writes[0]!.finish()
    await expect(results[1]).rejects.toThrow('refused')
    expect(await results[0]).toBe(1)
    expect(await results[2]).toBe(2)
    expect(await store.read(logs)).toEqual(['one', 'two'])
  })

  it('never lets a reader see a write before it is on disk, nor half of one', async () => {
    const { adapter, writes } = gatedAdapter()
    const store = createLowStore(new Low(adapter, emptyData('demo', 'club')))
    const before = await store.read((data) => data)
    const write = store.write((data) => {
      addLog('x')(data)
      data.apps.demo!.navigation.title = 'renamed'
      return null
    })
    await settle()
    const during = await store.read((data) => data)
    expect(during).toBe(before)
    expect([during.apps.demo!.navigation.title, logs(during)]).toEqual(['demo', []])
    writes[0]!.finish()
    await write
    const after = await store.read((data) => data)
    expect([after.apps.demo!.navigation.title, logs(after)]).toEqual(['renamed', ['x']])
    // What the write did not touch is shared, not copied: the other app key's records are the same objects.
    expect(after.apps.club).toBe(before.apps.club)
    expect(() => {
      ;(after.apps.demo!.frontendLogs as unknown[]).pop()
    }).toThrow(TypeError)
  })
})
