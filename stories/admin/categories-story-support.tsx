import type { Decorator } from '@storybook/react-vite'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { seedData } from '@mock-api/store/seed'
import { AdminChrome } from '@/features/admin/parts/layout/admin-chrome'

/** Admin screens draw their notices and confirm dialog in the admin's chrome, as the admin route does. */
export const withAdminChrome: Decorator = (Story) => (
  <AdminChrome>
    <Story />
  </AdminChrome>
)

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

/** Story viewports: Telegram on a phone, and a desktop browser. */
export const PHONE = { viewport: { value: 'mobile2', isRotated: false } }
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } }
