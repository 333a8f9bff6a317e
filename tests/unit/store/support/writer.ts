/**
 * A server-like process for the kill -9 test: writes to a file store in `argv[2]` as fast as it
 * can, 10 writes in flight (so they are group-committed), and prints each log's text once its
 * write is acknowledged. Every 25th log is 100 KB, so the journal is folded into db.json now and
 * then and the kill can land in the middle of that too.
 */
import { createFileStore } from '@mock-api/store/file'
import type { Data } from '@mock-api/store/store'

const store = await createFileStore(process.argv[2] ?? '')
let count = 0

async function worker(): Promise<never> {
  for (;;) {
    count += 1
    const log = `log ${String(count)}${count % 25 === 0 ? ' '.repeat(100_000) : ''}`
    await store.write((data: Data) => {
      const app = data.apps.demo!
      app.lastIds.frontendLogs += 1
      app.frontendLogs.push({ id: app.lastIds.frontendLogs, type: 'error', log, userId: null, createdAt: '' })
    })
    process.stdout.write(`${log.trimEnd()}\n`)
  }
}

await Promise.all(Array.from({ length: 10 }, worker))
