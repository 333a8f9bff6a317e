/**
 * db.json's text, made from frozen (shared, never changed) data. The top of the tree is laid out
 * over lines down to each hub's collections; each record is one line of compact JSON. A record's
 * text is remembered per object: a write shares every record it did not touch with the version
 * before, so writing the file only stringifies what changed and joins the rest.
 */
const texts = new WeakMap<object, string>()

/** Depth of the objects that are written compact, one to a line: records (and a hub's navigation, lastIds). */
const COMPACT_DEPTH = 3

export function jsonText(data: unknown): string {
  return `${textOf(data, 0)}\n`
}

function textOf(value: unknown, depth: number): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value)
  const compact = depth > COMPACT_DEPTH || (depth === COMPACT_DEPTH && !Array.isArray(value))
  const cached = Object.isFrozen(value) ? texts.get(value) : undefined
  if (cached !== undefined) return cached
  const text = compact ? JSON.stringify(value) : laidOut(value, depth)
  if (Object.isFrozen(value)) texts.set(value, text)
  return text
}

function laidOut(value: object, depth: number): string {
  const indent = '  '.repeat(depth + 1)
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    const items = value.map((item: unknown) => indent + (isAbsent(item) ? 'null' : textOf(item, depth + 1)))
    return `[\n${items.join(',\n')}\n${'  '.repeat(depth)}]`
  }
  const entries = Object.entries(value).filter(([, item]) => !isAbsent(item))
  if (entries.length === 0) return '{}'
  const lines = entries.map(([key, item]) => `${indent}${JSON.stringify(key)}: ${textOf(item, depth + 1)}`)
  return `{\n${lines.join(',\n')}\n${'  '.repeat(depth)}}`
}

/** What JSON.stringify leaves out of objects (and writes as null in arrays). */
const isAbsent = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol'
