export { adminParameters, withAdminChrome } from './screen-sizes'
export { desktop as DESKTOP, phone as PHONE } from './admin-story'
/** The seeded demo category called `title` (ids are the seed's, not hard-coded). */
export { seedCategoryId } from '../support/mock-api'
