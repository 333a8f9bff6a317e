import type {
  AdminRecord,
  AuditRecord,
  BannerRecord,
  ButtonRecord,
  CategoryRecord,
  FileRecord,
  FrontendLogRecord,
  KnownUserRecord,
  LinkListRecord,
  MaterialRecord,
  NavigationRecord,
  OpensDayRecord,
  PopupRecord,
  SectionRecord,
  TextRecord,
  ThemeRecord,
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
  'navigation' | 'lastIds' | 'openStats' | 'orderVersions' | 'auditLog' | 'uploadsToRemove' | 'knownUsers'
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
