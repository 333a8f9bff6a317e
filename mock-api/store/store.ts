import type {
  AdminRecord,
  AuditRecord,
  BannerRecord,
  CampaignRecord,
  ButtonRecord,
  CategoryRecord,
  FileRecord,
  FrontendLogRecord,
  GateDayRecord,
  JoinRequestRecord,
  KnownUserRecord,
  LinkListRecord,
  MaterialRecord,
  NavigationRecord,
  NotificationRecord,
  NotifyRequestRecord,
  OpensDayRecord,
  PopupRecord,
  SectionRecord,
  ShareMessageRecord,
  TextRecord,
  ThemeRecord,
  WelcomeGateRecord,
} from './records'

export type * from './records'

/** One hub's records. Every record belongs to exactly one app key. */
export interface AppData {
  navigation: NavigationRecord
  /** The last id given out per counter; ids are never reused within an app key. */
  lastIds: Record<IdCounter, number> & { auditLog?: number }
  categories: CategoryRecord[]
  sections: SectionRecord[]
  materials: MaterialRecord[]
  texts: TextRecord[]
  popups: PopupRecord[]
  buttons: ButtonRecord[]
  linkLists: LinkListRecord[]
  banners: BannerRecord[]
  themes: ThemeRecord[]
  admins: AdminRecord[]
  files: FileRecord[]
  frontendLogs: FrontendLogRecord[]
  /** Issue 26: the owner's campaign links. */
  campaigns: CampaignRecord[]
  /**
   * Opens counted per UTC day, keyed `YYYY-MM-DD`, bounded (STATS_RETENTION_DAYS). An object, not a
   * collection: the journal then records what a write changed in a day, not the whole day again.
   */
  openStats: Record<string, OpensDayRecord>
  /** The version of each order the admin sets for a whole list; absent (data of older releases): 1. */
  orderVersions?: Partial<Record<OrderedList, number>>
  /** Every admin write, oldest first, bounded (services/audit.ts); absent in data of older releases. */
  auditLog?: AuditRecord[]
  /** Bytes of deleted uploads no history entry can bring back any more, for the files service to remove. */
  uploadsToRemove?: string[]
  /** Issue 26: prepared share cards until they expire (bounded: services/share-messages.ts); absent until the first. */
  shareMessages?: ShareMessageRecord[]
  /** Issue 26: the names visitors had when they shared (by messenger id), for the statistics' sharers; absent until the first. */
  sharers?: Record<string, { name: string }>
  /** The welcome gate join requests open; absent in data of older releases (upgraded to an empty gate, off). */
  welcomeGate: WelcomeGateRecord
  /** Join requests the bot answered by opening the hub, by query id (pending, answered and expired ones). */
  joinRequests: JoinRequestRecord[]
  /** Gate counters per UTC day, keyed `YYYY-MM-DD`, bounded like `openStats`. */
  gateStats: Record<string, GateDayRecord>
  /** Visitors waiting for announced records to go live. */
  notifyRequests: NotifyRequestRecord[]
  /** The outbox: messages sent when announced records went live, oldest first, bounded. */
  notifications: NotificationRecord[]
  /**
   * The messenger users who have signed in to this hub, keyed by id (POST /auth records them), so
   * an admin can be added by @username. Absent in data of older releases.
   */
  knownUsers?: Record<string, KnownUserRecord>
}

/** Lists whose order is the list's own, not one record's: Home's root categories and the banners. */
export type OrderedList = 'categories' | 'banners'

type RecordCollection = Exclude<
  keyof AppData,
  | 'navigation'
  | 'lastIds'
  | 'openStats'
  | 'orderVersions'
  | 'auditLog'
  | 'uploadsToRemove'
  | 'shareMessages'
  | 'sharers'
  | 'welcomeGate'
  | 'joinRequests'
  | 'gateStats'
  | 'knownUsers'
>

/** Bullet items and local links have ids of their own too. */
export type IdCounter = RecordCollection | 'textItems' | 'localLinks'

export interface Data {
  apps: Record<string, AppData>
}

/**
 * The mock API's database. `write` calls run one at a time, each on a copy of the data that
 * is committed (and persisted) only when `fn` returns without throwing. `read` sees the last
 * committed data and must not change it.
 */
export interface Store {
  read<T>(fn: (data: Data) => T): Promise<T>
  write<T>(fn: (data: Data) => T): Promise<T>
}
