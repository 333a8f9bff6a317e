import type { Low } from 'lowdb'
import { deepFreeze, produce } from './copy-on-write'
import type { Data, Store } from './store'

interface PendingWrite {
  fn: (data: Data) => unknown
  resolve: (result: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { write: PendingWrite } & ({ ok: true; result: unknown } | { ok: false; error: unknown })

/**
 * A Store over any lowdb adapter, with group commit. While one `db.write()` is under way, the
 * writes that arrive queue up; when it ends they run one after another, each on a copy-on-write
 * draft of the state the one before it left (a write that throws leaves no trace), and the state
 * after all of them goes to the adapter in one `db.write()`. Each write of the group is settled,
 * in the order they came, only after that succeeded; if it fails, every write of the group is
 * rejected and nothing of it is kept. Reads see committed (persisted) data only, which is frozen
 * and shared with later versions, so nothing can change it behind the store's back.
 */
export function createLowStore(db: Low<Data>): Store {
  let committed = deepFreeze(db.data)
  let queue: PendingWrite[] = []
  let flushing = false

  async function commit(group: PendingWrite[]): Promise<void> {
    let head = committed
    const outcomes = group.map((write): Outcome => {
      try {
        const { next, result } = produce(head, write.fn)
        head = next
        return { write, ok: true, result }
      } catch (error) {
        return { write, ok: false, error }
      }
    })
    let persistError: { error: unknown } | null = null
    if (head !== committed) {
      db.data = head
      try {
        await db.write()
        committed = head
      } catch (error) {
        db.data = committed
        persistError = { error }
      }
    }
    for (const outcome of outcomes) {
      if (!outcome.ok) outcome.write.reject(outcome.error)
      else if (persistError) outcome.write.reject(persistError.error)
      else outcome.write.resolve(outcome.result)
    }
  }

  async function flush(): Promise<void> {
    flushing = true
    try {
      // One microtask: writes started in the same tick join the first group.
      await Promise.resolve()
      while (queue.length > 0) {
        const group = queue
        queue = []
        await commit(group)
      }
    } finally {
      flushing = false
    }
  }

  return {
    read: async (fn) => fn(committed),
    write: <T>(fn: (data: Data) => T) =>
      new Promise<T>((resolve, reject) => {
        queue.push({ fn, resolve: resolve as (result: unknown) => void, reject })
        if (!flushing) void flush()
      }),
  }
}
