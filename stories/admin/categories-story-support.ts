import { http, HttpResponse, type HttpHandler } from 'msw'
import { seedData } from '@mock-api/store/seed'

export { adminParameters, withAdminChrome } from './screen-sizes'
export { desktop as DESKTOP, phone as PHONE } from './admin-story'

/** The seeded demo category called `title` (ids are the seed's, not hard-coded). */
export function seedCategoryId(title: string): number {
  const found = seedData().apps.demo?.categories.find((category) => category.title === title)
  if (!found) throw new Error(`No category "${title}" in the seed`)
  return found.id
}

/** A Laravel 422 for `method path`, with snake_case field paths as the API sends them. */
export function refusing(method: 'post' | 'put', path: string, errors: Record<string, string[]>): HttpHandler {
  return http[method](`*/api${path}`, () => HttpResponse.json({ message: 'The given data was invalid.', errors }, { status: 422 }))
}
