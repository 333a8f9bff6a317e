import type { HubCollection } from '@/api/contract/hub-document'

/** The parts of a hub file in the order the screen lists them (the contract's collections, then the settings). */
export const HUB_RESOURCES = [
  'categories',
  'sections',
  'materials',
  'popups',
  'texts',
  'buttons',
  'linkLists',
  'banners',
  'themes',
  'files',
  'campaigns',
  'settings',
] as const satisfies readonly (HubCollection | 'settings')[]

/** Does not compile while the contract carries a collection the screen would leave out of its lists. */
type Unlisted = Exclude<HubCollection, (typeof HUB_RESOURCES)[number]>
true satisfies [Unlisted] extends [never] ? true : Unlisted
