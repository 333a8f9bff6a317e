import { auditResource, type AuditAction, type AuditResource } from '@/api/contract/audit-log'
import type { AuditLimits, ServiceContext } from '../context'
import { dropFront, draftItems, isTouched, original } from '../store/copy-on-write'
import { idIndex } from '../store/id-index'
import type { AppData, AuditChangeRecord, AuditRecord, AuditState, VersionedRecord } from '../store/store'
import { appOf, listPage } from './app-data'
import type { In, Out } from './operation-types'
import { versionOf, type UserStamp } from './versions'

/**
 * The audit log: every admin write, recorded in the same store write as the change, so an entry is
 * on disk exactly when its change is. Bounded per hub in the write path: the last 10,000 entries,
 * none older than 90 days.
 */
const AUDIT_LIMITS: AuditLimits = { maxEntries: 10_000, maxAgeDays: 90 }

export interface AuditChange extends AuditChangeRecord {
  action: AuditAction
  related?: AuditChangeRecord[]
  restoredEntryId?: number | null
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Records one admin write of `ctx.caller`. Call it inside the `ctx.store.write` that makes the
 * change, once per write: `recordAudit(app, ctx, { action: 'update', resource, recordId, before, after })`.
 * `before`/`after` are the stored records (null where there is none); pass the committed record as
 * `before` (`original(draft)`), never a draft the write goes on to change.
 */
export function recordAudit(app: AppData, ctx: Pick<ServiceContext, 'caller' | 'now' | 'auditLimits'>, change: AuditChange): AuditRecord {
  const log = (app.auditLog ??= [])
  const id = (app.lastIds.auditLog ?? 0) + 1
  app.lastIds.auditLog = id
  const userId = ctx.caller?.id ?? 0
  const entry: AuditRecord = {
    id,
    at: ctx.now().toISOString(),
    userId,
    userName: app.admins.find((admin) => admin.telegramId === userId)?.name ?? `#${String(userId)}`,
    action: change.action,
    resource: change.resource,
    recordId: change.recordId,
    before: change.before === null ? null : original(change.before),
    after: change.after,
    related: change.related ?? [],
    restoredEntryId: change.restoredEntryId ?? null,
    ...(change.index !== undefined && { index: change.index }),
  }
  log.push(entry)
  trim(app, log, ctx.now(), ctx.auditLimits ?? AUDIT_LIMITS)
  return entry
}

/**
 * Drops the oldest entries beyond the limits. A deleted upload's bytes are kept while an entry
 * can bring the file back; once none can, they are queued for the files service to remove.
 */
function trim(app: AppData, log: AuditRecord[], now: Date, limits: AuditLimits): void {
  const cutoff = new Date(now.getTime() - limits.maxAgeDays * DAY_MS).toISOString()
  let drop = 0
  while (drop < log.length && (log.length - drop > limits.maxEntries || (log[drop] as AuditRecord).at < cutoff)) drop += 1
  if (drop === 0) return
  const keys = new Set<string>()
  for (let i = 0; i < drop; i += 1) for (const key of deletedUploads(log[i] as AuditRecord)) keys.add(key)
  dropFront(log, drop)
  if (keys.size === 0) return
  const live = new Set(app.files.map((file) => file.storageKey))
  for (const entry of log) for (const key of deletedUploads(entry)) keys.delete(key)
  const gone = [...keys].filter((key) => !live.has(key))
  if (gone.length > 0) app.uploadsToRemove = [...(app.uploadsToRemove ?? []), ...gone]
}

/** The storage keys of files an entry deleted (and could bring back). */
function deletedUploads(entry: AuditRecord): string[] {
  const changes = [entry, ...entry.related]
  return changes.flatMap((change) =>
    change.resource === 'files' && change.after === null && change.before !== null
      ? [(change.before as { storageKey?: string | null }).storageKey ?? ''].filter(Boolean)
      : [],
  )
}

const versioned = new Set<AuditResource>(auditResource.exclude(['files']).options)

/**
 * What this write has changed or removed so far besides `subject`, found in what it touched: the
 * records a delete took along (a popup's texts) or changed elsewhere (categories a material left,
 * materials whose icon was deleted). Their versions are raised (they were written to); call it
 * once, after the cascade and before the subject itself goes.
 */
export function relatedChanges(app: AppData, subject: { resource: AuditResource; id: number | null }): AuditChangeRecord[] {
  const base = original(app) as unknown as Record<string, unknown>
  const related: AuditChangeRecord[] = []
  for (const resource of auditResource.options) {
    const collection = (app as unknown as Record<string, unknown>)[resource]
    // Collections of records only: a resource kept as one object (a hub's settings, its statistics) records its own changes.
    if (!Array.isArray(collection) || !isTouched(collection)) continue
    const committed = base[resource] as readonly { id: number }[]
    const before = idIndex(committed)
    const isSubject = (id: number) => resource === subject.resource && id === subject.id
    const present = new Set<number>()
    for (const { current } of draftItems(collection as readonly { id: number }[])) {
      const id = current.id
      present.add(id)
      const was = before.get(id)
      // A record the write made (a restore's) is no change of something else; one it left alone is none at all.
      if (!was || isSubject(id) || (original(current) === was && !isTouched(current))) continue
      if (JSON.stringify(was) === JSON.stringify(current)) continue
      if (versioned.has(resource)) (current as VersionedRecord).version = versionOf(was as VersionedRecord) + 1
      related.push({ resource, recordId: id, before: was, after: current })
    }
    committed.forEach((record, index) => {
      if (!present.has(record.id) && !isSubject(record.id))
        related.push({ resource, recordId: record.id, before: record, after: null, index })
    })
  }
  return related
}

/** Who wrote a record (or a list's order: `recordId` null) last, from the newest entry that changed it. */
export function lastChangeOf(app: AppData, resource: AuditResource, recordId: number | null): UserStamp | null {
  const log = app.auditLog ?? []
  for (let i = log.length - 1; i >= 0; i -= 1) {
    const entry = log[i] as AuditRecord
    if (touches(entry, { resource, recordId }, recordId !== null)) return { userId: entry.userId, userName: entry.userName, at: entry.at }
  }
  return null
}

/** Whether an entry changed the record (itself, or as a related change when `withRelated`). */
function touches(entry: AuditRecord, record: { resource?: AuditResource; recordId?: number | null }, withRelated: boolean): boolean {
  const same = (change: AuditChangeRecord) =>
    (record.resource === undefined || change.resource === record.resource) &&
    (record.recordId === undefined || change.recordId === record.recordId)
  return same(entry) || (withRelated && entry.related.some(same))
}

/** GET /admin/audit-log: newest first; a record's history includes the writes elsewhere that changed it. */
export function list(ctx: ServiceContext, input: In<'admin.auditLog.list'>): Promise<Out<'admin.auditLog.list'>> {
  return ctx.store.read((data) => {
    const log = appOf(data, ctx.appKey).auditLog ?? []
    const filter = input.filter ?? {}
    const items: AuditRecord[] = []
    for (let i = log.length - 1; i >= 0; i -= 1) {
      const entry = log[i] as AuditRecord
      if (filter.userId !== undefined && entry.userId !== filter.userId) continue
      if (!touches(entry, { resource: filter.resource, recordId: filter.recordId }, filter.recordId !== undefined)) continue
      items.push(entry)
    }
    return listPage(items, input.pagination, entryView)
  })
}

export function findEntry(app: AppData, id: number): AuditRecord | undefined {
  const log = app.auditLog ?? []
  // Ids grow with the log's order: a binary search, not a scan of 10,000 entries.
  let low = 0
  let high = log.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const entry = log[middle] as AuditRecord
    if (entry.id === id) return entry
    if (entry.id < id) low = middle + 1
    else high = middle - 1
  }
  return undefined
}

/** An entry as the contract shows it: records with their version, files without where their bytes live. */
export function entryView(entry: AuditRecord) {
  return {
    id: entry.id,
    at: entry.at,
    userId: entry.userId,
    userName: entry.userName,
    action: entry.action,
    ...changeView(entry),
    related: entry.related.map(changeView),
    restoredEntryId: entry.restoredEntryId,
  }
}

function changeView(change: AuditChangeRecord) {
  return {
    resource: change.resource,
    recordId: change.recordId,
    before: stateView(change.resource, change.before),
    after: stateView(change.resource, change.after),
  }
}

function stateView(resource: AuditResource, state: AuditState | null) {
  if (state === null || 'list' in state || resource === 'navigation' || resource === 'stats') return state
  if (resource === 'files') {
    const { storageKey: _key, contentType: _type, ...file } = state as AuditState & { storageKey?: unknown; contentType?: unknown }
    return file
  }
  return { ...state, version: versionOf(state as { version?: number }) }
}
