/**
 * What changed between two versions of the store's tree, as a few JSON operations, and how to
 * replay them. Versions share every object a write did not touch (copy-on-write drafts), so the
 * diff follows identity: an untouched subtree costs one comparison, a collection that grew by one
 * record costs a scan of pointers and yields one splice holding that record.
 */

type Key = string | number

export type Op =
  /** Set the property at `p` (its last key) to `v`. */
  | { p: Key[]; v: unknown }
  /** Delete the property at `p`. */
  | { p: Key[]; d: 1 }
  /** In the array at `p`, remove `n` items at `s` and insert `i` there. */
  | { p: Key[]; s: number; n: number; i: unknown[] }

type Tree = Record<string, unknown>

const isPlainObject = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value)

/** JSON leaves out undefined properties; so does the diff (an undefined value is an absent one). */
const present = (object: Tree, key: string) => Object.hasOwn(object, key) && object[key] !== undefined

export function diffTrees(prev: object, next: object): Op[] {
  const ops: Op[] = []
  diffInto(prev, next, [], ops)
  return ops
}

function diffInto(prev: unknown, next: unknown, path: Key[], ops: Op[]): void {
  if (prev === next) return
  if (isPlainObject(prev) && isPlainObject(next)) {
    for (const key of Object.keys(next)) {
      if (!present(next, key)) continue
      if (present(prev, key)) diffInto(prev[key], next[key], [...path, key], ops)
      else ops.push({ p: [...path, key], v: next[key] })
    }
    for (const key of Object.keys(prev)) if (present(prev, key) && !present(next, key)) ops.push({ p: [...path, key], d: 1 })
  } else if (Array.isArray(prev) && Array.isArray(next)) {
    for (const splice of arraySplices(prev, next)) ops.push({ p: path, ...splice })
  } else {
    if (path.length === 0) throw new Error('The store root must stay an object.')
    ops.push({ p: path, v: next })
  }
}

interface Splice {
  s: number
  n: number
  i: unknown[]
}

/**
 * Splices that turn `prev` into `next`, found by identity: the common head and tail are kept,
 * and a block dropped from the front of the rest (the oldest log entries, say) is told apart
 * from what was added after it. Anything else becomes one splice over the changed middle.
 */
function arraySplices(prev: readonly unknown[], next: readonly unknown[]): Splice[] {
  let start = 0
  while (start < prev.length && start < next.length && prev[start] === next[start]) start += 1
  let prevEnd = prev.length
  let nextEnd = next.length
  while (prevEnd > start && nextEnd > start && prev[prevEnd - 1] === next[nextEnd - 1]) {
    prevEnd -= 1
    nextEnd -= 1
  }
  if (start === prevEnd && start === nextEnd) return []

  const first = next[start]
  const dropped = typeof first === 'object' && first !== null && start < nextEnd ? prev.indexOf(first, start + 1) : -1
  if (dropped > 0 && dropped < prevEnd) {
    let kept = 0
    while (dropped + kept < prevEnd && start + kept < nextEnd && prev[dropped + kept] === next[start + kept]) kept += 1
    const splices: Splice[] = [{ s: start, n: dropped - start, i: [] }]
    const rest = start + kept
    const removed = prevEnd - (dropped + kept)
    if (removed > 0 || rest < nextEnd) splices.push({ s: rest, n: removed, i: next.slice(rest, nextEnd) })
    return splices
  }
  return [{ s: start, n: prevEnd - start, i: next.slice(start, nextEnd) }]
}

/** Replays `ops` on a tree parsed from JSON, in place. Throws on an operation that does not fit the tree. */
export function applyOps(root: object, ops: readonly Op[]): void {
  for (const op of ops) {
    if ('s' in op) {
      const found = walk(root, op.p)
      if (!Array.isArray(found) || op.s + op.n > found.length) throw new Error(`Cannot splice at ${describe(op.p)}`)
      const array = found as unknown[]
      // Not array.splice(s, n, ...i): a spread of thousands of items can overflow the stack.
      const replaced = [...array.slice(0, op.s), ...op.i, ...array.slice(op.s + op.n)]
      array.length = 0
      for (const item of replaced) array.push(item)
      continue
    }
    const parent = walk(root, op.p.slice(0, -1))
    const key = op.p.at(-1)
    if (key === undefined || typeof parent !== 'object' || parent === null) throw new Error(`Cannot change ${describe(op.p)}`)
    if ('d' in op) delete (parent as Tree)[String(key)]
    // defineProperty, not assignment: a key such as `__proto__` must become an own property.
    else Object.defineProperty(parent, key, { value: op.v, writable: true, enumerable: true, configurable: true })
  }
}

function walk(root: object, path: readonly Key[]): unknown {
  let node: unknown = root
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) throw new Error(`No ${describe(path)} in the data`)
    node = (node as Tree)[String(key)]
  }
  return node
}

const describe = (path: readonly Key[]) => path.map(String).join('.') || '(root)'

/** Whether a parsed journal entry has the shape of an Op (its checksum says it is whole; this says it is ours). */
export function isOp(value: unknown): value is Op {
  if (!isPlainObject(value) || !Array.isArray(value.p)) return false
  if (!value.p.every((key) => typeof key === 'string' || (typeof key === 'number' && Number.isInteger(key) && key >= 0))) return false
  if ('s' in value) {
    return (
      Number.isInteger(value.s) &&
      Number.isInteger(value.n) &&
      (value.s as number) >= 0 &&
      (value.n as number) >= 0 &&
      Array.isArray(value.i)
    )
  }
  return value.p.length > 0 && ('v' in value || value.d === 1)
}
