import type { Low } from 'lowdb'
import type { Data, Store } from './store'

/** A Store over any lowdb adapter: writes queue up behind each other, so none is lost. */
export function createLowStore(db: Low<Data>): Store {
  let queue: Promise<unknown> = Promise.resolve()

  return {
    read: async (fn) => fn(db.data),
    write: (fn) => {
      const run = queue.then(async () => {
        const committed = db.data
        const draft = structuredClone(committed)
        const result = fn(draft)
        db.data = draft
        try {
          await db.write()
        } catch (error) {
          db.data = committed
          throw error
        }
        return result
      })
      queue = run.catch(() => undefined)
      return run
    },
  }
}
