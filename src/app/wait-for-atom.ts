import type { Atom, createStore } from 'jotai'

export type Store = ReturnType<typeof createStore>

/**
 * Resolves with the atom's value once `accept` says it is the one to wait for, or with
 * `fallback` after `timeoutMs` (when given).
 */
export function waitForAtom<T, R>(
  store: Store,
  atom: Atom<T>,
  accept: (value: T) => R | undefined,
  options: { timeoutMs?: number; fallback: R },
): Promise<R> {
  return new Promise((resolve) => {
    const first = accept(store.get(atom))
    if (first !== undefined) {
      resolve(first)
      return
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = store.sub(atom, () => {
      const value = accept(store.get(atom))
      if (value === undefined) return
      finish(value)
    })
    function finish(value: R) {
      unsubscribe()
      if (timer !== undefined) clearTimeout(timer)
      resolve(value)
    }
    if (options.timeoutMs !== undefined) timer = setTimeout(() => finish(options.fallback), options.timeoutMs)
  })
}
