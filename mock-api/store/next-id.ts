import type { AppData, IdCounter } from './store'

/** Gives out the next id of a counter; ids are never reused, even after deletes. */
export function nextId(app: AppData, counter: IdCounter): number {
  app.lastIds[counter] += 1
  return app.lastIds[counter]
}
