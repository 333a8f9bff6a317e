// Generated from src/api/contract by `npm run gen:routes`; do not edit. A unit test checks it is current.
import type { AdminRoleName } from './contract/plain/admin-roles'

/** The least role that saves a resource's record (its update's role; its create's is the same), for the admin's forms. */
export const saveRoles: Partial<Record<string, AdminRoleName>> = {
  navigation: 'owner',
  themes: 'editor',
  categories: 'editor',
  sections: 'editor',
  buttons: 'editor',
  banners: 'editor',
  materials: 'editor',
  texts: 'editor',
  popups: 'editor',
  linkLists: 'editor',
  admins: 'owner',
  campaigns: 'editor',
  welcomeGate: 'owner',
}
