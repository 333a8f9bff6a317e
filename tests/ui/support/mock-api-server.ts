import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createMockApi } from '@mock-api/msw'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'

/** The real mock API over the demo seed (or `data`), for msw/node. */
export function mockApiServer(data: Data = seedData()) {
  return setupServer(...createMockApi({ data }).handlers)
}

/**
 * The mock API for one test file: listening before its tests (a request it does not serve fails
 * the test), handlers reset after each test, closed after all. `const server = serveMockApi()`.
 */
export function serveMockApi(data?: Data) {
  return listenDuringTests(mockApiServer(data))
}

/** The same hooks for a server a test file built itself (over an api whose store it reads). */
export function listenDuringTests<S extends ReturnType<typeof setupServer>>(server: S): S {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
