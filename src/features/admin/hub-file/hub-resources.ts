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
  'settings',
] as const
