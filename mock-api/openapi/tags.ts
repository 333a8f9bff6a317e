import type { OperationName } from '@/api/contract'

/** `admin.categories.update` -> `categories`; `categories.get` -> `categories`; `auth` -> `auth`. */
type ResourceOf<N extends string> = N extends `admin.${infer R}.${string}` ? R : N extends `${infer R}.${string}` ? R : N
export type Resource = ResourceOf<OperationName>

export const resourceOf = (operation: string): Resource => {
  const parts = operation.split('.')
  return (parts[0] === 'admin' ? parts[1] : parts[0]) as Resource
}

/**
 * The reference's sections: one tag per resource (visitor reads and admin calls together), in this
 * order. Keyed by every resource the table has: a new one does not type-check until it has its tag.
 */
export const tags: Record<Resource, { name: string; description: string }> = {
  auth: { name: 'Sign-in', description: 'Telegram launch data for a bearer token.' },
  navigations: { name: 'Hub', description: 'The hub an app key names, read before anything else.' },
  navigation: { name: 'Hub settings', description: "The hub's own settings: how links into it are made." },
  themes: { name: 'Themes', description: 'Colours of the hub; the first theme applies.' },
  categories: {
    name: 'Categories',
    description:
      "Home's cards and their subcategories; each leads somewhere by its road type (link, subcategories, material, section, video).",
  },
  sections: { name: 'Sections', description: "Parts of a section-type category's screen: a list of materials or links." },
  buttons: { name: 'Buttons', description: "Popups' buttons and the floating button's candidates." },
  banners: { name: 'Banners', description: "Home's carousel." },
  materials: { name: 'Materials', description: 'Cards that lead somewhere: courses, chats, webinars.' },
  texts: { name: 'Popup texts', description: 'Plain texts and bullet lists that popups show.' },
  popups: { name: 'Popups', description: 'Bottom sheets with an image, texts, buttons and link lists.' },
  linkLists: { name: 'Link lists', description: 'Lists of materials or of local links inside a popup.' },
  admins: { name: 'Access users', description: 'The messenger users who may use the admin of this hub.' },
  files: { name: 'Files', description: 'Uploaded images and icons, served back at their url.' },
  frontendLogs: { name: 'Front-end logs', description: 'Error reports from the SPA.' },
  events: { name: 'Opens and visits', description: 'What visitors opened, their visits and shares, reported in batches.' },
  stats: { name: 'Statistics', description: 'Opens, visits and visitors per day, per item and by where visits came from.' },
  auditLog: { name: 'History', description: 'Every admin write, and restoring what one changed.' },
  campaigns: { name: 'Campaigns', description: "The owner's named links into the hub, each counted as a source of visits." },
  shareMessages: { name: 'Share cards', description: 'Telegram message cards a visitor shares a screen with.' },
  welcomeGate: {
    name: 'Welcome gate',
    description: "What a join request to the hub's channel opens: the owner's rules, Join and Not now.",
  },
  joinRequests: {
    name: 'Join requests',
    description: 'A join request the bot answered by opening the hub, read and answered by its visitor.',
  },
  notifyRequests: { name: 'Notify me', description: 'Visitors waiting to be messaged when an announced record goes live.' },
  notifications: { name: 'Outbox', description: 'The messages sent when announced records went live.' },
  hub: { name: 'Export and import', description: 'The whole hub as one versioned document: exported, imported, planned.' },
}
