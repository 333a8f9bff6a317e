import type { LeftOut, LeftOutCode } from '@/api/contract/plain/left-out'
import { pathToSnake } from '@/api/wire'
import type { Ref } from './parts'

type Json = Record<string, unknown>

/** `field`, `field[]` or `field[].sub`, as parts.ts writes a reference's place. */
function parse(path: string): { field: string; each: boolean; sub: string | null } {
  const [field = '', sub = null] = path.split('[].')
  if (sub !== null) return { field, each: true, sub }
  return path.endsWith('[]') ? { field: path.slice(0, -2), each: true, sub: null } : { field: path, each: false, sub: null }
}

/** What a reference becomes: a value, or `missing` when what it names is not there. */
export const MISSING = Symbol('missing')

/** The record refuses to go in (a `refuse` reference whose record is missing), with why (its code and params too). */
export class RefusedRecord extends Error {
  constructor(
    message: string,
    readonly code: LeftOutCode,
    readonly params?: Record<string, string | number>,
  ) {
    super(message)
  }

  get leftOut(): LeftOut {
    return { reason: this.message, code: this.code, ...(this.params && { params: this.params }) }
  }
}

const missingAt = (field: string) =>
  new RefusedRecord(`${field}: what it names is not in the document`, 'reference_missing', { field: pathToSnake(field) })

/**
 * The record with every value at `ref.path` mapped by `map` (null and absent values are left alone);
 * a value mapped to MISSING is handled as the reference declares. `record` is a plain copy: changed in place.
 */
export function rewriteAt(record: Json, ref: Ref, map: (value: unknown) => unknown): Json {
  if (ref.when && record[ref.when.field] !== ref.when.is) return record
  const { field, each, sub } = parse(ref.path)
  const mapped = (value: unknown) => (value === null || value === undefined ? value : map(value))
  if (!each) {
    const value = mapped(record[field])
    if (value !== MISSING) record[field] = value
    else if (ref.missing === 'refuse') throw missingAt(field)
    else record[field] = null
    return record
  }
  const list = record[field]
  if (!Array.isArray(list)) return record
  const kept: unknown[] = []
  for (const item of list) {
    if (sub === null) {
      const value = mapped(item)
      if (value !== MISSING) kept.push(value)
      else if (ref.missing === 'refuse') throw missingAt(field)
      continue
    }
    const copy = { ...(item as Json) }
    const value = mapped(copy[sub])
    if (value === MISSING) {
      if (ref.missing === 'removeItem') continue
      if (ref.missing === 'refuse') throw missingAt(field)
      copy[sub] = null
    } else copy[sub] = value
    kept.push(copy)
  }
  record[field] = kept
  return record
}

const HUB_PATH = /^\/(category|section)\/([1-9]\d{0,14})(?=$|[?#])(.*)$/

/** An internal url's screen and id (`/category/3`), or null for paths that name no record (`/`, `/admin`). */
export function hubPathTarget(path: string): { collection: 'categories' | 'sections'; id: number; rest: string } | null {
  const match = HUB_PATH.exec(path.trim())
  if (!match) return null
  return { collection: match[1] === 'category' ? 'categories' : 'sections', id: Number(match[2]), rest: match[3] ?? '' }
}

export const hubPath = (collection: 'categories' | 'sections', id: number, rest: string) =>
  `/${collection === 'categories' ? 'category' : 'section'}/${String(id)}${rest}`
