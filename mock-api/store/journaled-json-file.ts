import { createHash } from 'node:crypto'
import { open, readFile, rm, truncate } from 'node:fs/promises'
import path from 'node:path'
import type { Adapter } from 'lowdb'
import { replaceFileDurably, tempPathOf } from './durable-write'
import { jsonText } from './json-text'
import { journalLine, parseJournal } from './journal'
import { applyOps, diffTrees } from './tree-diff'

/** The journal is folded into db.json once it outgrows db.json (and this floor), so it costs at most its size again. */
const MIN_JOURNAL_BYTES = 1024 * 1024

/**
 * A lowdb adapter for db.json whose writes cost what they change, not the file's size, and are on
 * disk when `write` resolves. `write` diffs the data against the version it wrote last (versions
 * are frozen and share what did not change, so this costs what changed) and appends the
 * operations to `db.journal` as one checksummed line, then fdatasyncs it. Once the journal
 * outgrows db.json, `write` instead replaces db.json whole (temp file, fsync, rename) and starts a
 * new journal that names that db.json by its hash. `read` replays the journal onto db.json unless
 * the journal names an older db.json (a crash came between the two renames: its lines are in).
 *
 * So a crash at any moment leaves a db.json that parses and a journal whose whole lines, replayed,
 * hold every acknowledged write; a last line cut short was never acknowledged and is left out.
 */
export class JournaledJSONFile<T extends object> implements Adapter<T> {
  readonly journal: string
  /** The data as on disk after the last write; null until the first write, which then replaces db.json. */
  private written: T | null = null
  private journalBytes = 0
  private fileBytes = 0

  constructor(readonly file: string) {
    this.journal = path.join(path.dirname(file), `${path.basename(file, '.json')}.journal`)
  }

  async read(): Promise<T | null> {
    await Promise.all([rm(tempPathOf(this.file), { force: true }), rm(tempPathOf(this.journal), { force: true })])
    const text = await readText(this.file)
    if (text === null) return null
    const data = JSON.parse(text) as T
    const journal = await readText(this.journal)
    if (journal) {
      try {
        const { base, entries } = parseJournal(journal)
        if (base === hashOf(text)) for (const ops of entries) applyOps(data, ops)
      } catch (error) {
        throw new Error(
          `${this.journal} cannot be replayed onto ${path.basename(this.file)}: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
    this.written = null
    return data
  }

  async write(data: T): Promise<void> {
    if (this.written === null) return this.replaceFile(data)
    const ops = diffTrees(this.written, data)
    if (ops.length === 0) return
    const line = journalLine({ ops })
    const bytes = Buffer.byteLength(line)
    if (this.journalBytes + bytes > Math.max(this.fileBytes, MIN_JOURNAL_BYTES)) return this.replaceFile(data)
    try {
      // Opened per commit: nothing to close when the server stops, and an open costs little next to the fdatasync.
      const handle = await open(this.journal, 'a')
      try {
        await handle.appendFile(line, 'utf8')
        await handle.datasync()
      } finally {
        await handle.close()
      }
    } catch (error) {
      // Whatever of the line got out is cut off again if it can be; the next write replaces db.json either way.
      this.written = null
      await truncate(this.journal, this.journalBytes).catch(() => undefined)
      throw error
    }
    this.journalBytes += bytes
    this.written = data
  }

  private async replaceFile(data: T): Promise<void> {
    this.written = null
    const text = jsonText(data)
    await replaceFileDurably(this.file, text)
    // db.json now holds `data` on its own: the old journal names the old file, so it will not be replayed.
    this.fileBytes = Buffer.byteLength(text)
    try {
      const header = journalLine({ base: hashOf(text) })
      await replaceFileDurably(this.journal, header)
      this.journalBytes = Buffer.byteLength(header)
      this.written = data
    } catch {
      // The write is on disk; only the next journal could not start, so the next write replaces db.json again.
    }
  }
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex')

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null
    throw error
  }
}
