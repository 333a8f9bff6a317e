import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { createMockApi, type MockApiOptions } from '@mock-api/msw'
import { seedData, seedWith } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'

/**
 * The mock server of every harness: the real mock API (REST adapter, services, memory lowdb)
 * behind MSW, over the seed or a changed copy of it. Browser-safe: stories give the handlers to
 * the service worker (`parameters.msw`), jsdom tests to `setupServer` (tests/ui/support/mock-api-server.ts).
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

/** The seed with a change, e.g. `seedWith((d) => { d.apps.demo!.themes[0]!.type = 'dark' })`. */
export { seedWith } from '@mock-api/store/seed'

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

/** `parameters.msw` of a Loading story: no call ever answers. */
export const loadingApi = (): { handlers: HttpHandler[] } => ({ handlers: [delayedForever()] })

/** `parameters.msw` of an Error story: every call fails with `status`. */
export const failingApi = (status = 500): { handlers: HttpHandler[] } => ({ handlers: [failing(status)] })

/** `parameters.msw` of an Empty story: the mock API over the seed whose `demo` hub has none of `collections`. */
export function emptyApi(...collections: ('categories' | 'materials' | 'popups' | 'banners' | 'buttons' | 'themes')[]): {
  handlers: HttpHandler[]
} {
  return mockApi(
    seedWith((data) => {
      for (const collection of collections) data.apps.demo![collection] = []
    }),
  )
}

/**
 * The mock API of the seed (or `data`) with some calls answered otherwise: `handlers` come first, so
 * `mockApiWith([savingHandler('post', '/admin/popups')])` stalls only the save and serves the rest.
 */
export function mockApiWith(handlers: HttpHandler[], data: Data = seedData()): { handlers: HttpHandler[] } {
  return { handlers: [...handlers, ...mockApiHandlers(data)] }
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** `method` on the API path `path` (`/admin/banners/:id`), wherever the API base lives. */
const onApi = (method: Method, path: string, answer: Parameters<typeof http.all>[1]) => http[method](`*/api${path}`, answer)

/** `method path` never answers: for Saving states (the button stays busy). */
export function savingHandler(method: Method, path: string): HttpHandler {
  return onApi(method, path, async () => {
    await delay('infinite')
    return HttpResponse.json({ message: 'Never sent.' })
  })
}

/** `method path` answers 422 with these field errors (snake_case paths), as Laravel does: for Server 422 states. */
export function refusing(method: Method, path: string, errors: Record<string, string[]>): HttpHandler {
  return onApi(method, path, () => HttpResponse.json({ message: 'The given data was invalid.', errors }, { status: 422 }))
}

/** `method path` fails with `status` (a Laravel-shaped error): for one call failing half-way. */
export function failingHandler(method: Method, path: string, status = 500, message = 'Server error.'): HttpHandler {
  return onApi(method, path, () => HttpResponse.json({ message }, { status }))
}

/** The `demo` hub of the seed (or of `data`). */
export function seedDemo(data: Data = seedData()) {
  const app = data.apps.demo
  if (!app) throw new Error('The seed has no demo app')
  return app
}

/** The id of the `demo` hub's category titled `title` (in the seed, or in `data`). */
export function seedCategoryId(title: string, data: Data = seedData()): number {
  const found = seedDemo(data).categories.find((category) => category.title === title)
  if (!found) throw new Error(`No category "${title}" in the seed`)
  return found.id
}

/** The id of the `demo` hub's section titled `title` (in the seed, or in `data`). */
export function seedSectionId(title: string, data: Data = seedData()): number {
  const found = seedDemo(data).sections.find((section) => section.title === title)
  if (!found) throw new Error(`No section "${title}" in the seed`)
  return found.id
}
