import { crc32 } from 'node:zlib'
import { isOp, type Op } from './tree-diff'

/**
 * The journal's text: one JSON value per line, each behind the CRC-32 of its text. The first line
 * names the db.json it continues (the SHA-256 of that file's text); every other line holds the
 * operations of one group commit. A line is appended and fsynced before its writes are
 * acknowledged, so only the last line can be cut short by a crash, and that one was never
 * acknowledged.
 */
interface JournalHeader {
  base: string
}

interface JournalEntry {
  ops: Op[]
}

export function journalLine(value: JournalHeader | JournalEntry): string {
  const json = JSON.stringify(value)
  return `${checksum(json)} ${json}\n`
}

const checksum = (json: string) => crc32(json).toString(16).padStart(8, '0')

interface ParsedJournal {
  base: string
  entries: Op[][]
  /** Whether a last line cut short by a crash was left out. */
  torn: boolean
}

/** Reads a journal's text; throws when it is damaged anywhere but its last line. */
export function parseJournal(text: string): ParsedJournal {
  const lines = text.split('\n')
  // What follows the last newline is a line whose append never finished (or nothing).
  let torn = lines.pop() !== ''
  const header = decode(lines[0])
  if (!isHeader(header)) throw new Error('its first line is damaged')
  const entries: Op[][] = []
  for (const [index, line] of lines.entries()) {
    if (index === 0) continue
    const entry = decode(line)
    if (isEntry(entry)) {
      entries.push(entry.ops)
    } else if (index === lines.length - 1) {
      // A crash can leave the end of an unfinished append on disk before its middle.
      torn = true
    } else {
      throw new Error(`line ${String(index + 1)} is damaged`)
    }
  }
  return { base: header.base, entries, torn }
}

function decode(line: string | undefined): unknown {
  if (line === undefined || line[8] !== ' ') return undefined
  const json = line.slice(9)
  if (checksum(json) !== line.slice(0, 8)) return undefined
  try {
    return JSON.parse(json) as unknown
  } catch {
    return undefined
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const isHeader = (value: unknown): value is JournalHeader => isObject(value) && typeof value.base === 'string'

const isEntry = (value: unknown): value is JournalEntry => isObject(value) && Array.isArray(value.ops) && value.ops.every(isOp)
