import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { createMockApi, type MockApiOptions } from '@mock-api/msw'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { mockApiHandlers } from '@stories/support/mock-api'

export { seedWith } from '@mock-api/store/seed'
/** Handlers of a fresh mock API over the demo seed (or `data`), e.g. for `server.use(...)` with other data: the stories' own. */
export { mockApiHandlers }

type MockApi = ReturnType<typeof createMockApi>

/** The real mock API over the demo seed (or `data`), for msw/node. */
function mockApiServer(data: Data = seedData()) {
  return setupServer(...mockApiHandlers(data))
}

/**
 * The mock API for one test file: listening before its tests (a request it does not serve fails
 * the test), handlers reset after each test, closed after all. `const server = serveMockApi()`.
 */
export function serveMockApi(data?: Data) {
  return listenDuringTests(mockApiServer(data))
}

/**
 * A new mock API for each test (its own store, from `seed`), so what one test writes never reaches
 * the next; `api()` is the current test's, to read its store. `const { server, api } = serveFreshMockApi()`.
 * `options`: the mock API's others, e.g. `{ specOnly: true }` for a backend of SPEC 7 alone.
 */
export function serveFreshMockApi(seed: () => Data = seedData, options: Omit<MockApiOptions, 'data'> = {}) {
  const server = listenDuringTests(setupServer())
  let current: MockApi | undefined
  beforeEach(() => {
    current = createMockApi({ ...options, data: seed() })
    server.use(...current.handlers)
  })
  const api = () => {
    if (!current) throw new Error('The mock API is made before each test: read it inside a test.')
    return current
  }
  return { server, api }
}

/** One mock API for all of a file's tests, over `data`; `api` to read or change its store. */
export function serveSharedMockApi(data: Data = seedData()) {
  const api = createMockApi({ data })
  return { api, server: listenDuringTests(setupServer(...api.handlers)) }
}

/** The same hooks for a server a test file built itself (over an api whose store it reads). */
function listenDuringTests<S extends ReturnType<typeof setupServer>>(server: S): S {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
