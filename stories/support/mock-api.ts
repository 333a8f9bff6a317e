import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { createMockApi, type MockApiOptions } from '@mock-api/msw'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'

/**
 * The mock server of every harness: the real mock API (REST adapter, services, memory lowdb)
 * behind MSW, over the seed or a changed copy of it. Browser-safe: stories give the handlers to
 * the service worker (`parameters.msw`), jsdom tests to `setupServer` (see ./node-server.ts).
 */

/** API calls of the SPA, wherever its API base lives. */
const API = '*/api/*'

/** Handlers of a fresh mock API over `data` (default: the demo and club seed); each call has its own store. */
export function mockApiHandlers(data: Data = seedData(), options: Omit<MockApiOptions, 'data'> = {}): HttpHandler[] {
  return createMockApi({ ...options, data }).handlers
}

/** The same, shaped for a story's `parameters.msw`. */
export function mockApi(data: Data = seedData(), options: Omit<MockApiOptions, 'data'> = {}): { handlers: HttpHandler[] } {
  return { handlers: mockApiHandlers(data, options) }
}

/** The seed with a change, e.g. `seedWith((d) => { d.apps.demo!.themes = [] })` for an Empty state. */
export function seedWith(edit: (data: Data) => void): Data {
  const data = seedData()
  edit(data)
  return data
}

/** Never answers: for Loading states. Put it before the mock API's handlers to stall only `path`. */
export function delayedForever(path = API): HttpHandler {
  return http.all(path, async () => {
    await delay('infinite')
    return HttpResponse.json({ message: 'Never sent.' })
  })
}

/** Answers every call (or only `path`) with a Laravel-shaped error: for Error states. */
export function failing(status = 500, path = API, message = 'Server error.'): HttpHandler {
  return http.all(path, () => HttpResponse.json({ message }, { status }))
}

function demoApp(data: Data) {
  const app = data.apps.demo
  if (!app) throw new Error('The seed has no demo app')
  return app
}

/** The id of the `demo` hub's category titled `title` (in the seed, or in `data`). */
export function seedCategoryId(title: string, data: Data = seedData()): number {
  const found = demoApp(data).categories.find((category) => category.title === title)
  if (!found) throw new Error(`No category "${title}" in the seed`)
  return found.id
}

/** The id of the `demo` hub's section titled `title` (in the seed, or in `data`). */
export function seedSectionId(title: string, data: Data = seedData()): number {
  const found = demoApp(data).sections.find((section) => section.title === title)
  if (!found) throw new Error(`No section "${title}" in the seed`)
  return found.id
}
