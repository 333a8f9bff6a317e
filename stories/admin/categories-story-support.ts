import { seedData } from '@mock-api/store/seed'

export { adminParameters, withAdminChrome } from './screen-sizes'
export { desktop as DESKTOP, phone as PHONE } from './admin-story'

/** The seeded demo category called `title` (ids are the seed's, not hard-coded). */
export function seedCategoryId(title: string): number {
  const found = seedData().apps.demo?.categories.find((category) => category.title === title)
  if (!found) throw new Error(`No category "${title}" in the seed`)
  return found.id
}
