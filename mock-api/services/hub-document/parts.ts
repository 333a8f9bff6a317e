import type { HubCollection } from '@/api/contract/hub-document'
import type { AppData, IdCounter, NavigationRecord } from '@mock-api/store/store'

/**
 * What export and import do with each part of a hub's data: one declaration per key of `AppData`,
 * so a collection added to the hub cannot be forgotten (the type asks for every key; a unit test
 * reads a hub's keys too). A collection names the references its records hold, which an import
 * remaps to the ids it gives: `field` (an id or null), `field[]` (a list of ids), `field[].sub`
 * (an id inside each item of a list). A reference whose record is not in the document (or was
 * refused) is `null`ed, `remove`d from its list, takes its list item with it (`removeItem`: a link
 * to a popup that is not there), or makes the record itself left out (`refuse`).
 */

/** A path into the hub: `/category/3`, `/section/5` (link sets' `internalUrl`); other paths are kept as they are. */
type RefTarget = HubCollection | 'hubPath'

export interface Ref {
  path: string
  to: RefTarget
  missing: 'null' | 'remove' | 'removeItem' | 'refuse'
  /** Only where the record's `field` is `is` (a campaign's `targetId` names a category or a section by its `target`). */
  when?: { field: string; is: string }
}

/** Ids of a record's own items (a text's bullet items, a link list's local links): new ones on import. */
interface OwnIds {
  path: `${string}[].id`
  counter: IdCounter
}

export type HubPart =
  | { kind: 'collection'; collection: HubCollection; refs: readonly Ref[]; ownIds?: readonly OwnIds[] }
  | { kind: 'settings'; fields: readonly (keyof NavigationRecord)[] }
  /** One object of the hub, carried whole as the document's member of that name (the welcome gate). */
  | { kind: 'object'; member: 'welcomeGate' }
  | { kind: 'left-out'; why: string }

const ref = (path: string, to: RefTarget, missing: Ref['missing'] = 'null', when?: Ref['when']): Ref => ({
  path,
  to,
  missing,
  ...(when && { when }),
})

/** Where a link set leads: a popup, or a screen of the hub. A link to something not there goes. */
const LINKS = [ref('links[].popupId', 'popups', 'removeItem'), ref('links[].internalUrl', 'hubPath', 'removeItem')]

const collection = (name: HubCollection, refs: readonly Ref[], ownIds?: readonly OwnIds[]): HubPart => ({
  kind: 'collection',
  collection: name,
  refs,
  ...(ownIds && { ownIds }),
})

export const hubParts: { [K in keyof Required<AppData>]: HubPart } = {
  navigation: {
    kind: 'settings',
    fields: ['subscriptionChannelUrl', 'botUsername', 'appShortName', 'sharingEnabled', 'homeScreenSuggestion', 'subscriptionRequired'],
  },
  files: collection('files', []),
  materials: collection('materials', [ref('imageId', 'files'), ref('iconId', 'files'), ...LINKS]),
  texts: collection('texts', [], [{ path: 'items[].id', counter: 'textItems' }]),
  buttons: collection('buttons', LINKS),
  linkLists: collection(
    'linkLists',
    [ref('materialIds[]', 'materials', 'remove'), ref('localLinks[].iconId', 'files')],
    [{ path: 'localLinks[].id', counter: 'localLinks' }],
  ),
  popups: collection('popups', [
    ref('imageId', 'files'),
    ref('textIds[]', 'texts', 'remove'),
    ref('buttonIds[]', 'buttons', 'remove'),
    ref('linkListIds[]', 'linkLists', 'remove'),
  ]),
  sections: collection('sections', [ref('materialIds[]', 'materials', 'remove'), ...LINKS]),
  categories: collection('categories', [
    ref('parentId', 'categories', 'refuse'),
    ref('imageId', 'files'),
    ref('iconId', 'files'),
    ref('materialIds[]', 'materials', 'remove'),
    ref('sectionIds[]', 'sections', 'remove'),
    ...LINKS,
  ]),
  banners: collection('banners', [ref('imageId', 'files'), ...LINKS]),
  themes: collection('themes', []),
  // Issue 26: a campaign opens a category or a section by its target; it cannot stand without it.
  campaigns: collection('campaigns', [
    ref('targetId', 'categories', 'refuse', { field: 'target', is: 'category' }),
    ref('targetId', 'sections', 'refuse', { field: 'target', is: 'section' }),
  ]),
  // Issue 27: the welcome gate join requests open.
  welcomeGate: { kind: 'object', member: 'welcomeGate' },
  admins: { kind: 'left-out', why: "who may manage the hub: access is each hub's own (the importing owner stays)" },
  lastIds: { kind: 'left-out', why: "the hub's id counters: an import gives its own ids" },
  frontendLogs: { kind: 'left-out', why: "error reports from visitors' browsers" },
  openStats: { kind: 'left-out', why: 'statistics: counted from visits to this hub' },
  orderVersions: { kind: 'left-out', why: "versions of this hub's list orders (edit conflicts); an import raises them" },
  auditLog: { kind: 'left-out', why: "this hub's history (the import itself is recorded in it)" },
  uploadsToRemove: { kind: 'left-out', why: 'housekeeping of deleted uploads' },
  knownUsers: { kind: 'left-out', why: 'visitors who have signed in (personal data)' },
  shareMessages: { kind: 'left-out', why: "visitors' prepared share cards, which expire within the hour (issue 26)" },
  sharers: { kind: 'left-out', why: 'the names of visitors who shared, for the statistics (personal data; issue 26)' },
  joinRequests: { kind: 'left-out', why: "visitors' join requests to this hub's channel (issue 27)" },
  gateStats: { kind: 'left-out', why: "statistics: the welcome gate's counts in this hub (issue 27)" },
  notifyRequests: { kind: 'left-out', why: 'visitors waiting to be messaged by this hub (personal data; issue 27)' },
  notifications: { kind: 'left-out', why: "this hub's outbox of messages sent (issue 27)" },
}

type CollectionPart = Extract<HubPart, { kind: 'collection' }>

/** The collections a document carries, with their references. */
export const collectionParts = Object.values(hubParts).filter((part): part is CollectionPart => part.kind === 'collection')

export const partOf = (name: HubCollection): CollectionPart => {
  const part = collectionParts.find((candidate) => candidate.collection === name)
  if (!part) throw new Error(`No part declares the collection ${name}`)
  return part
}

/** The fields of the hub's navigation a document carries as its settings. */
export const settingsFields = (hubParts.navigation as Extract<HubPart, { kind: 'settings' }>).fields
