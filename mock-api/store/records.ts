import type { AuditAction, AuditResource, OrderState } from '@/api/contract/audit-log'
import type { CampaignTarget } from '@/api/contract/campaigns'
import type { Audienced } from '@/api/contract/plain/audience-rule'
import type { CategoryDisplayType, RoadType } from '@/api/contract/categories'
import type { ShareCard } from '@/api/contract/share-messages'
import type { MaterialDisplayType } from '@/api/contract/materials'
import type { LinkType } from '@/api/contract/links'
import type { AdminRole } from '@/api/contract/roles'

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

/** Whether visitors may share the item (issue 26); absent (data written before, seeds): shareable. */
export interface ShareableFields {
  shareable?: boolean
}

/**
 * Who sees a record (`audience`, and for members-only ones `lockedDisplay`); absent in data written
 * before audiences existed (the upgrade sets `audience: 'everyone'`), and read as everyone, locked.
 */
type AudienceFields = Audienced

/**
 * An announced record shows to visitors before its window as a coming item, and visitors may ask
 * to be messaged when it goes live. Absent: not announced.
 */
export interface AnnounceFields {
  announce?: boolean
}

/** Records an admin edits carry a version: 1 on create, raised by every write to them. */
export interface VersionedRecord {
  /** Absent in data written before versions existed (and in seeds): reads as 1. */
  version?: number
}

export interface NavigationRecord {
  title: string
  /** The hub's channel: its members see members-only records (`subscriberIds`, the mock's stand-in for getChatMember). */
  subscriptionChannelUrl: string | null
  /**
   * The hub-wide rule: visitors must be members to read anything (the no-subscription screen).
   * Absent in data written before it was a setting of its own: then it is whether there is a channel.
   */
  subscriptionRequired?: boolean
  subscriberIds: number[]
  /** Sharing settings: the bot whose mini app this hub is, and the mini app's short name. */
  botUsername: string | null
  appShortName: string | null
  /** Issue 26: visitors may share the hub's screens; regulars are offered a home-screen shortcut. */
  sharingEnabled: boolean
  homeScreenSuggestion: boolean
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

export interface CategoryRecord extends ScheduleFields, AnnounceFields, AudienceFields, VersionedRecord, ShareableFields {
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

export interface SectionRecord extends AudienceFields, VersionedRecord, ShareableFields {
  id: number
  order: number
  title: string
  roadType: 'link' | 'material'
  materialIds: number[]
  links: LinkRecord[]
}

export interface MaterialRecord extends ScheduleFields, AnnounceFields, AudienceFields, VersionedRecord, ShareableFields {
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

export interface ButtonRecord extends ScheduleFields, AnnounceFields, AudienceFields, VersionedRecord {
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

export interface BannerRecord extends ScheduleFields, AnnounceFields, AudienceFields, VersionedRecord {
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
  /** What the admin may do (src/api/contract/roles.ts); admins of data written before roles are owners (upgrade.ts). */
  role: AdminRole
  createdAt: string
}

/** A messenger user who has signed in to the hub, as their launch data named them: how `@username` finds an id. */
export interface KnownUserRecord {
  username: string | null
  firstName: string
  lastName: string | null
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
  /** The distinct signed-in visitors among those opens (and, for a day, among its visits: issue 26). */
  visitors: UserIdSet
}

/** An item's counters of a day: its opens, and (issue 26, absent while zero) its shares and the visits that arrived at it. */
export interface ItemCounter extends OpenCounter {
  shares?: number
  visits?: number
}

/** Visits from one source on one day, and the distinct signed-in visitors among them. */
export interface VisitCounter {
  visits: number
  visitors: UserIdSet
}

/**
 * Where a day's visits came from (issue 26), keyed by the source's value: a campaign's id (its
 * opens too: opens reported with a launch naming it), a sharer's messenger id, a chat type (with
 * the distinct chats, Telegram's `chat_instance`, as keys), a platform, a language.
 */
export interface SourcesRecord {
  visits: number
  campaigns: Record<string, VisitCounter & { opens: number }>
  sharers: Record<string, VisitCounter>
  chatTypes: Record<string, VisitCounter & { chats: Record<string, 1> }>
  platforms: Record<string, VisitCounter>
  languages: Record<string, VisitCounter>
  /** Visits whose start parameter had a part the server could not place. */
  unknown: VisitCounter
}

/** One day's counters of one audience (visitors, or the hub's admins): `items` keyed `<target>:<id>`. */
export interface DayCounters extends OpenCounter {
  items: Record<string, ItemCounter>
  /** Issue 26: absent on days without visits. */
  sources?: SourcesRecord
}

/**
 * The counts of one UTC day (counters only, never raw events): the visitors' own, and apart, in
 * `admins` (issue 26: absent until an admin counts), the hub's admins' own visits, opens and shares.
 */
export interface OpensDayRecord extends DayCounters {
  admins?: DayCounters
}

/** A campaign link of the owner's (issue 26); its start parameter is made from its target and `code` at read. */
export interface CampaignRecord extends VersionedRecord {
  id: number
  title: string
  target: CampaignTarget
  targetId: number | null
  /** The start parameter's `c_` part: unique in the hub, kept for the campaign's life. */
  code: string
  archived: boolean
  createdAt: string
}

/** A prepared message card (issue 26), kept until it expires: what Telegram would keep for `savePreparedInlineMessage`. */
export type ShareMessageRecord = Omit<ShareCard, 'appKey'>

/** The welcome gate a join request opens (one per hub; see src/api/contract/welcome-gate.ts). */
export interface WelcomeGateRecord extends VersionedRecord {
  enabled: boolean
  title: string
  text: string
  links: { title: string; url: string }[]
  requireAccept: boolean
  notNow: 'decline' | 'queue'
}

/**
 * A channel's join request the bot answered by opening the hub. `decision` is null until the
 * visitor answers; `shownAt` is set the first time the gate was read for it.
 */
export interface JoinRequestRecord {
  queryId: string
  userId: number
  createdAt: string
  expiresAt: string
  shownAt: string | null
  decision: 'approve' | 'decline' | 'queue' | null
  answeredAt: string | null
}

/** The gate counters of one UTC day (counters only). */
export interface GateDayRecord {
  shown: number
  approved: number
  declined: number
  queued: number
}

export type NotifyTargetName = 'category' | 'material' | 'banner' | 'button'

/** A visitor waiting for an announced record to go live; it leaves when the message is sent. */
export interface NotifyRequestRecord {
  id: number
  target: NotifyTargetName
  targetId: number
  userId: number
  userName: string | null
  createdAt: string
}

/** A message sent to a waiting visitor when the record went live (the outbox). */
export interface NotificationRecord {
  id: number
  target: NotifyTargetName
  targetId: number
  title: string | null
  userId: number
  userName: string | null
  sentAt: string
  status: 'delivered' | 'failed'
}

/**
 * What an audit entry holds before and after: a stored record as it was (a hub's settings, kept
 * as one object, may have no id), or an order.
 */
export type AuditState =
  { readonly id?: number; readonly version?: number } | OrderState | SharingState | StatsResetState | WelcomeGateRecord

/** The hub's sharing settings, the one audited object that is no record of a collection. */
export interface SharingState {
  readonly botUsername: string | null
  readonly appShortName: string | null
  /** Issue 26; absent in entries written before. */
  readonly sharingEnabled?: boolean
  readonly homeScreenSuggestion?: boolean
}

/** What a statistics reset forgot (issue 26): the first and last day that had counters, and how many. */
interface StatsResetState {
  readonly from: string | null
  readonly to: string | null
  readonly days: number
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
