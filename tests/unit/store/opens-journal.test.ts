import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appRouter } from '@mock-api/routers'
import { createFileStore } from '@mock-api/store/file'
import { createMemoryFileStorage } from '@mock-api/store/file-storage'
import { createCallerFactory } from '@mock-api/trpc'

describe('file store: opens', () => {
  it("journals what an open changed, not the day's counters again, and keeps every count across a restart", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nav-hub-opens-'))
    try {
      const now = new Date()
      const caller = (store: Awaited<ReturnType<typeof createFileStore>>, id: number) =>
        createCallerFactory(appRouter)({
          appKey: 'demo',
          caller: { id, isAdmin: id === 1, role: id === 1 ? 'owner' : null },
          authProblem: null,
          store,
          files: createMemoryFileStorage(),
          now: () => now,
          setCookie: () => {},
        })
      const store = await createFileStore(dir)
      // A busy day first: a thousand visitors, each opening the first category (all at once: a few group commits).
      await Promise.all(
        Array.from({ length: 1000 }, (_, visitor) =>
          caller(store, 100_000 + visitor).events.create({ events: [{ type: 'open', target: 'category', id: 1 }] }),
        ),
      )
      const journal = path.join(dir, 'db.journal')
      const before = (await stat(journal)).size
      await caller(store, 5).events.create({ events: [{ type: 'open', target: 'category', id: 1 }] })
      expect((await stat(journal)).size - before).toBeLessThan(1000)

      const stats = await caller(await createFileStore(dir), 1).admin.stats.get({})
      const first = stats.items.find((item) => item.target === 'category' && item.id === 1)
      expect(first?.visitors).toBeGreaterThanOrEqual(1001)
      expect(stats.days.at(-1)?.visitors).toBeGreaterThanOrEqual(1001)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
