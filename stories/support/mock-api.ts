import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { createMockApi, type MockApiOptions } from '@mock-api/msw'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'

/** API calls of the SPA, wherever its API base lives. */
const API = '*/api/*'

/**
 * The real mock API (REST adapter, services, memory lowdb) for one story: put the result in
 * `parameters.msw`. Every call builds its own store from `data` (default: the demo seed).
 */
export function mockApi(data: Data = seedData(), options: Omit<MockApiOptions, 'data'> = {}): { handlers: HttpHandler[] } {
  return { handlers: createMockApi({ ...options, data }).handlers }
}

/** The seed with a change, e.g. `seedWith((d) => { d.apps.demo!.themes = [] })` for an Empty story. */
export function seedWith(edit: (data: Data) => void): Data {
  const data = structuredClone(seedData())
  edit(data)
  return data
}

/** Never answers: for Loading stories. Put it before `mockApi().handlers` to stall only `path`. */
export function delayedForever(path = API): HttpHandler {
  return http.all(path, async () => {
    await delay('infinite')
    return HttpResponse.json({ message: 'Never sent.' })
  })
}

/** Answers every call (or only `path`) with a Laravel-shaped error: for Error stories. */
export function failing(status = 500, path = API, message = 'Server error.'): HttpHandler {
  return http.all(path, () => HttpResponse.json({ message }, { status }))
}
