import { expect } from 'vitest'

/** Generous bounds for a slow 2-core machine: nothing waits for them unless something is wrong. */
export const UI_TIMEOUT = 15_000

/** expect.poll with those bounds (vitest's default gives up after 1 s). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: UI_TIMEOUT, interval: 50 })
