import type { AuditAction, AuditResource, OrderState } from '@/api/contract/audit-log'
import type { CategoryDisplayType, RoadType } from '@/api/contract/categories'
import type { MaterialDisplayType } from '@/api/contract/materials'
import type { LinkType } from '@/api/contract/links'

/**
 * What the data file holds. Records keep ids of what they refer to (imageId, materialIds,
 * popupId in links...), never embedded objects; services/resolve.ts builds the views.
 */

type Align = 'left' | 'center'

/**
 * When visitors see a record: from `visibleFrom` (included) until `visibleUntil` (excluded), UTC
 * ISO instants; null is no bound, and so is a missing field (records written before schedules, and
 * fixtures that do not care).
 */
export interface ScheduleFields {
  visibleFrom?: string | null
  visibleUntil?: string | null
}

/** Records an admin edits carry a version: 1 on create, raised by every write to them. */
export interface VersionedRecord {
  /** Absent in data written before versions existed (and in seeds): reads as 1. */
  version?: number
}

export interface NavigationRecord {
  title: string
  /** When set, visitors must be among `subscriberIds` (the mock's stand-in for the messenger's check). */
  subscriptionChannelUrl: string | null
  subscriberIds: number[]
  /** Sharing settings: the bot whose mini app this hub is, and the mini app's short name. */
  botUsername: string | null
  appShortName: string | null
}

export interface LinkRecord {
  linkType: LinkType
  internalUrl: string | null
  externalUrl: string | null
  popupId: number | null
}

export interface FileRecord {
  id: number
  type: 'image' | 'icon'
  url: string
  originalName: string
  contentType: string
  /** Where the bytes live in FileStorage; null for seed files served from public/seed. */
  storageKey: string | null
  createdAt: string
}

export interface CategoryRecord extends ScheduleFields, VersionedRecord {
  id: number
  title: string
  isActive: boolean
  description: string | null
  descriptionAlign: Align
  iconId: number | null
  imageId: number | null
  video: string | null
  /** Position among its siblings (root categories, or the subcategories of one parent). */
  order: number
  parentId: number | null
  roadType: RoadType
  displayType: CategoryDisplayType
  sectionDisplayType: 'list' | 'filter'
  materialIds: number[]
  sectionIds: number[]
  links: LinkRecord[]
}

export interface SectionRecord extends VersionedRecord {
  id: number
  order: number
  title: string
  roadType: 'link' | 'material'
  materialIds: number[]
  links: LinkRecord[]
}

export interface MaterialRecord extends ScheduleFields, VersionedRecord {
  id: number
  title: string
  description: string | null
  isActive: boolean
  displayType: MaterialDisplayType
  imageId: number | null
  iconId: number | null
  links: LinkRecord[]
}

export interface TextRecord extends VersionedRecord {
  id: number
  alignmentType: Align
  kind: 'plain' | 'bullets'
  text: string | null
  items: { id: number; value: string; order: number }[]
}

export interface PopupRecord extends VersionedRecord {
  id: number
  name: string
  title: string | null
  titleAlign: Align
  imageId: number | null
  textIds: number[]
  buttonIds: number[]
  linkListIds: number[]
}

export interface ButtonRecord extends ScheduleFields, VersionedRecord {
  id: number
  text: string
  background: string
  color: string
  isActive: boolean
  isToMain: boolean
  links: LinkRecord[]
}

export interface LocalLinkRecord {
  id: number
  title: string
  url: string
  iconId: number | null
}

export interface LinkListRecord extends VersionedRecord {
  id: number
  title: string
  titleAlign: Align
  type: 'materials' | 'local'
  materialIds: number[]
  localLinks: LocalLinkRecord[]
}

export interface BannerRecord extends ScheduleFields, VersionedRecord {
  id: number
  /** The admin's own name for it (admin views only); null: none, named by its place. */
  name: string | null
  isActive: boolean
  imageId: number | null
  links: LinkRecord[]
}

export interface ThemeRecord extends VersionedRecord {
  id: number
  type: 'dark' | 'light'
  backgroundColor: string
  textColor: string
}

export interface AdminRecord extends VersionedRecord {
  id: number
  telegramId: number
  name: string
  username: string | null
  email: string | null
  createdAt: string
}

export interface FrontendLogRecord {
  id: number
  type: 'error'
  log: string
  userId: number | null
  createdAt: string
}

/** Messenger user ids as the keys of an object: a lookup, not a scan, also through a store draft. */
export type UserIdSet = Record<string, 1>

interface OpenCounter {
  opens: number
  /** The distinct signed-in visitors among those opens. */
  visitors: UserIdSet
}

/** The opens of one UTC day (counters only, never raw events); `items` keyed `<target>:<id>`. */
export interface OpensDayRecord extends OpenCounter {
  items: Record<string, OpenCounter>
}

/**
 * What an audit entry holds before and after: a stored record as it was (a hub's settings, kept
 * as one object, may have no id), or an order.
 */
export type AuditState = { readonly id?: number; readonly version?: number } | OrderState | SharingState

/** The hub's sharing settings, the one audited object that is no record of a collection. */
export interface SharingState {
  readonly botUsername: string | null
  readonly appShortName: string | null
}

export interface AuditChangeRecord {
  resource: AuditResource
  recordId: number | null
  before: AuditState | null
  after: AuditState | null
  /** Where the record stood in its collection when it was deleted (banners: their order). */
  index?: number
}

/** One admin write (services/audit.ts records it in the same store write as the change). */
export interface AuditRecord extends AuditChangeRecord {
  id: number
  at: string
  /** The admin's messenger user id and their access-user name at the time. */
  userId: number
  userName: string
  action: AuditAction
  /** The other records the same write changed or removed. */
  related: AuditChangeRecord[]
  restoredEntryId: number | null
}
