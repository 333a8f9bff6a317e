/**
 * Copy-on-write drafts over frozen data (what immer does, small enough to own): a write function
 * mutates a Proxy of the committed tree as if it were plain data; only the objects it changes,
 * and the path from them up to the root, are copied (shallowly). Everything else is shared with
 * the committed tree, so a write costs what it touches, not the size of the store.
 *
 * Committed data is deeply frozen: nothing may change it in place, which is what makes sharing
 * (and the file store's per-object serialisation cache) safe. Objects a write creates are frozen
 * when its result is committed. Plain objects and arrays only (the store holds JSON).
 */

type Draftable = Record<PropertyKey, unknown> | unknown[]

interface DraftState {
  base: Draftable
  /** A shallow copy of `base`, made on the first change to this object or anything under it. */
  copy: Draftable | null
  parent: DraftState | null
  /** Drafts handed out for committed values, by the property they hang on in `copy ?? base`. */
  children: Map<PropertyKey, DraftState> | null
  /** Properties the write set: their values may be new objects that hold drafts. */
  assigned: Set<PropertyKey> | null
  proxy: Draftable
  scope: Scope
  final: Draftable | null
}

interface Scope {
  done: boolean
}

const STATE = Symbol('draft state')

const isDraftable = (value: unknown): value is Draftable => {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

const stateOf = (value: unknown): DraftState | undefined =>
  typeof value === 'object' && value !== null ? (value as { [STATE]?: DraftState })[STATE] : undefined

const latest = (state: DraftState): Draftable => state.copy ?? state.base

function assertOpen(state: DraftState): void {
  if (state.scope.done) throw new Error('A store draft was used after its write ended.')
}

function markChanged(state: DraftState): void {
  for (let s: DraftState | null = state; s && !s.copy; s = s.parent) {
    // Spread, not slice(): V8's slice() of a frozen array takes a slow path (about 1 ms per 1,000 items).
    s.copy = Array.isArray(s.base) ? [...s.base] : { ...s.base }
  }
}

function childDraft(parent: DraftState, prop: PropertyKey, value: Draftable): Draftable {
  const child = createDraft(value, parent, parent.scope)
  ;(parent.children ??= new Map()).set(prop, child)
  return child.proxy
}

function forget(state: DraftState, prop: PropertyKey): void {
  state.children?.delete(prop)
  ;(state.assigned ??= new Set()).add(prop)
}

const objectTraps: ProxyHandler<DraftState> = {
  get(state, prop) {
    if (prop === STATE) return state
    const source = latest(state)
    const value = (source as Record<PropertyKey, unknown>)[prop]
    if (!isDraftable(value) || !Object.hasOwn(source, prop)) return value
    assertOpen(state)
    const child = state.children?.get(prop)
    if (child) return child.proxy
    // Frozen means committed: hand out a draft. Anything else the write made itself (or is a draft).
    return Object.isFrozen(value) && !stateOf(value) ? childDraft(state, prop, value) : value
  },
  set(state, prop, value) {
    assertOpen(state)
    const source = latest(state) as Record<PropertyKey, unknown>
    if (Object.hasOwn(source, prop) && source[prop] === value && !state.children?.has(prop)) return true
    markChanged(state)
    const copy = state.copy as Record<PropertyKey, unknown>
    if (Array.isArray(copy) && prop === 'length' && state.children) {
      for (const key of state.children.keys()) if (Number(key) >= Number(value)) state.children.delete(key)
    }
    copy[prop] = value
    forget(state, prop)
    return true
  },
  deleteProperty(state, prop) {
    assertOpen(state)
    if (!Object.hasOwn(latest(state), prop)) return true
    markChanged(state)
    delete (state.copy as Record<PropertyKey, unknown>)[prop]
    state.children?.delete(prop)
    state.assigned?.delete(prop)
    return true
  },
  defineProperty(state, prop, descriptor) {
    assertOpen(state)
    markChanged(state)
    forget(state, prop)
    return Reflect.defineProperty(state.copy as object, prop, descriptor)
  },
  has: (state, prop) => prop in latest(state),
  ownKeys: (state) => Reflect.ownKeys(latest(state)),
  getOwnPropertyDescriptor(state, prop) {
    const source = latest(state)
    const descriptor = Reflect.getOwnPropertyDescriptor(source, prop)
    if (!descriptor) return undefined
    return {
      writable: true,
      configurable: !Array.isArray(source) || prop !== 'length',
      enumerable: descriptor.enumerable,
      // What a read of the property gives (its draft, if it has one), as Object.entries would see it.
      value: objectTraps.get?.(state, prop, state.proxy) as unknown,
    }
  },
  getPrototypeOf: (state) => Object.getPrototypeOf(state.base) as object | null,
  setPrototypeOf: () => {
    throw new Error('Store drafts keep their prototype.')
  },
}

/** Arrays need an array as the Proxy's target (Array.isArray, length); the state rides in it. */
const arrayTraps: ProxyHandler<[DraftState]> = Object.fromEntries(
  Object.entries(objectTraps).map(([name, trap]) => [
    name,
    (target: [DraftState], ...args: unknown[]) => (trap as (state: DraftState, ...rest: unknown[]) => unknown)(target[0], ...args),
  ]),
)

function createDraft(base: Draftable, parent: DraftState | null, scope: Scope): DraftState {
  const state: DraftState = {
    base,
    copy: null,
    parent,
    children: null,
    assigned: null,
    scope,
    final: null,
    proxy: null as unknown as Draftable,
  }
  state.proxy = Array.isArray(base) ? new Proxy<[DraftState]>([state], arrayTraps) : (new Proxy(state, objectTraps) as unknown as Draftable)
  return state
}

/** The committed value of a draft: its base when nothing under it changed, else its frozen copy. */
function finalize(state: DraftState): Draftable {
  if (state.final) return state.final
  if (!state.copy) return (state.final = state.base)
  const copy = state.copy as Record<PropertyKey, unknown>
  state.children?.forEach((child, prop) => {
    copy[prop] = finalize(child)
  })
  state.assigned?.forEach((prop) => {
    if (Object.hasOwn(copy, prop)) copy[prop] = finalizeNew(copy[prop], true)
  })
  return (state.final = Object.freeze(copy))
}

/**
 * A value the write put into the tree (or returns): drafts in it become their committed values.
 * With `freeze`, new objects are frozen (they join the committed tree); results are left as they are.
 */
function finalizeNew(value: unknown, freeze: boolean, seen = new Set<object>()): unknown {
  const state = stateOf(value)
  if (state) return finalize(state)
  if (!isDraftable(value) || Object.isFrozen(value) || seen.has(value)) return value
  seen.add(value)
  const record = value as Record<PropertyKey, unknown>
  for (const key of Object.keys(record)) {
    const next = finalizeNew(record[key], freeze, seen)
    if (next !== record[key]) record[key] = next
  }
  return freeze ? Object.freeze(value) : value
}

/**
 * Runs `fn` on a draft of `base` (deeply frozen). Returns the next committed tree (`base` itself
 * when nothing changed) and fn's result with any drafts in it resolved. If fn throws, the error
 * propagates and `base` is untouched; drafts are unusable once this returns either way.
 */
export function produce<T extends object, R>(base: T, fn: (draft: T) => R): { next: T; result: R } {
  const scope: Scope = { done: false }
  const root = createDraft(base as unknown as Draftable, null, scope)
  try {
    const result = fn(root.proxy as unknown as T)
    const next = finalize(root) as unknown as T
    return { next, result: finalizeNew(result, false) as R }
  } finally {
    scope.done = true
  }
}

/** Freezes a tree of plain data in place (once, when a store starts), so drafts can share it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return Object.freeze(value)
}

/** The committed value behind a draft (what it was when the write began); anything else as it is. */
export function original<T>(value: T): T {
  return (stateOf(value)?.base as T | undefined) ?? value
}

interface DraftItem<T> {
  /** The item as the write left it: a draft, a committed item, or one the write made. */
  current: T
  /** Its committed value; undefined for an item the write made. */
  base: T | undefined
  /** Whether the write changed it, or made it (a change may have written back equal values). */
  touched: boolean
}

/**
 * The items of an array as this write left it, each with its committed value, without handing out
 * a draft for every item (as iterating the draft would): what a write changed, found in what it
 * touched, at the cost of one pass over pointers.
 */
export function draftItems<T>(array: readonly T[]): DraftItem<T>[] {
  const state = stateOf(array)
  const source = (state ? latest(state) : array) as readonly T[]
  return source.map((item, index) => {
    const itemState = state?.children?.get(String(index)) ?? stateOf(item)
    if (itemState) return { current: itemState.proxy as T, base: itemState.base as T, touched: itemState.copy !== null }
    const committed = typeof item !== 'object' || item === null || Object.isFrozen(item)
    return { current: item, base: committed ? item : undefined, touched: !committed }
  })
}

/** Whether a write changed anything under `value` (a draft with a copy, or a value it made). */
export function isTouched(value: unknown): boolean {
  const state = stateOf(value)
  if (state) return state.copy !== null
  return typeof value === 'object' && value !== null && !Object.isFrozen(value)
}

/**
 * Removes the first `count` items of an array, as `splice(0, count)` would, without going through
 * the draft's traps item by item (a splice of a draft moves every later item through `set`): a log
 * of 10,000 entries that drops its oldest costs one move of pointers.
 */
export function dropFront(array: unknown[], count: number): void {
  const state = stateOf(array)
  if (!state) {
    array.splice(0, count)
    return
  }
  assertOpen(state)
  markChanged(state)
  ;(state.copy as unknown[]).splice(0, count)
  const shift = <V>(map: Map<PropertyKey, V> | null): Map<PropertyKey, V> | null =>
    map && new Map([...map].flatMap(([key, value]) => (Number(key) >= count ? [[String(Number(key) - count), value] as const] : [])))
  state.children = shift(state.children)
  if (state.assigned) {
    const assigned = new Set<PropertyKey>()
    for (const key of state.assigned) {
      if (key === 'length') assigned.add(key)
      else if (Number(key) >= count) assigned.add(String(Number(key) - count))
    }
    state.assigned = assigned
  }
}
