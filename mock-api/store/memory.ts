import { Low, Memory } from 'lowdb'
import { createLowStore } from './low-store'
import { seedData } from './seed'
import type { Data, Store } from './store'

/** An in-memory store (MSW in tests and Storybook); starts from the seed unless given data. */
export function createMemoryStore(initial: Data = seedData()): Store {
  return createLowStore(new Low<Data>(new Memory<Data>(), structuredClone(initial)))
}
