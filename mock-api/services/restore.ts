import type { AuditResource, OrderState } from '@/api/contract/audit-log'
import type { CollectionResource } from '@/api/contract/audit-resource'
import type { ServiceContext } from '../context'
import { HttpProblem, notFound, refused } from '../errors'
import { draftItems, original } from '../store/copy-on-write'
import type { AppData, AuditChangeRecord, AuditRecord, AuditState, SharingState } from '../store/store'
import { appOf } from './app-data'
import { entryView, findEntry, lastChangeOf, recordAudit, relatedChanges, type AuditChange } from './audit'
import { forgetFile } from './files'
import type { In, Out } from './operation-types'
import { sharingOf } from './navigations'
import { goneRefOf, recordRefOf } from './record-ref'
import { checkRestored, exists, services } from './restore-checks'
import { restoreOrder } from './restore-order'
import { versionOf } from './versions'

type AnyRecord = { id: number; version?: number } & Record<string, unknown>

const isOrder = (state: AuditState | null): state is OrderState => state !== null && 'list' in state

/**
 * POST /admin/audit-log/{id}/restore: puts back what the entry changed, as it was before it, in one
 * write that is itself recorded (action `restore`, `restoredEntryId`):
 * - an update (or a restore that changed a record): the fields it changed get their old values; a
 *   field changed again since is a conflict (409 restore_changed_since); later changes to other
 *   fields stay. The record's version is raised.
 * - a delete: the record comes back with its id and place, its own parts deleted with it (a popup's
 *   texts, buttons, link lists) where they can, and the references the delete removed elsewhere
 *   where those records still hold what the delete left.
 * - a create: the record is deleted, with the rules of a delete (a popup in use stays); the
 *   delete is recorded with the whole record, so it can be restored in turn.
 * - an order: the old order, when the list still has the same members (409 restore_order_changed).
 * Anything that cannot stand (a reference gone, a rule broken) is a 409 with a code, and nothing changes.
 */
export function restore(ctx: ServiceContext, input: In<'admin.auditLog.restore'>): Promise<Out<'admin.auditLog.restore'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const found = findEntry(app, input.id)
    if (!found) throw notFound()
    // The committed entry, not a draft of it: its records are written back as copies, never shared drafts.
    const entry = original(found)
    const change = undo(app, ctx, entry)
    return entryView(recordAudit(app, ctx, { ...change, action: 'restore', restoredEntryId: entry.id }))
  })
}

function undo(app: AppData, ctx: ServiceContext, entry: AuditRecord): Omit<AuditChange, 'action'> {
  if (isOrder(entry.before) || isOrder(entry.after)) return restoreOrder(app, entry)
  if (entry.resource === 'navigation') return restoreSharing(app, entry)
  // A statistics reset forgot counters: nothing keeps them to put back.
  if (entry.resource === 'stats' || (entry.resource !== 'files' && !Object.hasOwn(services, entry.resource))) {
    throw refused('This kind of change cannot be restored.', { code: 'restore_not_supported', params: { resource: entry.resource } })
  }
  // Records of collections from here on: they have ids.
  const resource: CollectionResource = entry.resource
  if (entry.before === null && entry.after !== null) return removeAgain(app, ctx, resource, entry.after as AnyRecord)
  if (entry.after === null && entry.before !== null) return recreate(app, ctx, entry, entry.before as AnyRecord)
  if (entry.before !== null && entry.after !== null) return revert(app, ctx, entry, entry.before as AnyRecord, entry.after as AnyRecord)
  throw notFound()
}

/** The sharing settings as they were before the entry (they have no id, no references, no rules across records). */
function restoreSharing(app: AppData, entry: AuditRecord): Omit<AuditChange, 'action'> {
  const before = sharingOf(app.navigation)
  Object.assign(app.navigation, sharingOf(entry.before as SharingState))
  return { resource: 'navigation', recordId: null, before, after: sharingOf(app.navigation) }
}

const collection = (app: AppData, resource: AuditResource) => (app as unknown as Record<string, AnyRecord[]>)[resource] as AnyRecord[]

function indexIn(app: AppData, resource: AuditResource, id: number): number {
  return draftItems(collection(app, resource)).findIndex((item) => (item.base?.id ?? item.current.id) === id)
}

/** A created record goes again, as a delete of it would (its rules, its cascades). */
function removeAgain(app: AppData, ctx: ServiceContext, resource: CollectionResource, created: AnyRecord): Omit<AuditChange, 'action'> {
  const index = indexIn(app, resource, created.id)
  if (index < 0) throw gone(app, resource, created)
  const record = collection(app, resource)[index] as AnyRecord
  if (resource === 'files') forgetFile(app, created.id)
  else
    (services[resource].spec.onRemove as ((app: AppData, record: AnyRecord, ctx: ServiceContext) => void) | undefined)?.(app, record, ctx)
  const related = relatedChanges(app, { resource, id: created.id })
  collection(app, resource).splice(index, 1)
  return { resource, recordId: created.id, before: record, after: null, related, index }
}

/** A deleted record comes back with its id, then its parts and the references to it, where they still can. */
function recreate(app: AppData, ctx: ServiceContext, entry: AuditRecord, deleted: AnyRecord): Omit<AuditChange, 'action'> {
  const { resource } = entry
  const current = indexIn(app, resource, deleted.id)
  if (current >= 0) {
    throw refused('It is there already (restored before?).', {
      code: 'restore_record_exists',
      params: { record: recordRefOf(app, resource, original(collection(app, resource)[current] as AnyRecord)) },
    })
  }
  const parts = entry.related.filter((part) => part.after === null && part.before !== null && !isOrder(part.before))
  const back: AuditChangeRecord[] = []
  for (const part of parts) {
    const record = part.before as AnyRecord
    if (exists(app, part.resource, record.id)) continue
    const copy = { ...record, ...(part.resource !== 'files' && { version: versionOf(record) + 1 }) }
    insert(app, part.resource, copy, part.index)
    back.push({ resource: part.resource, recordId: record.id, before: null, after: copy })
  }
  const record = { ...deleted, ...(resource !== 'files' && { version: versionOf(deleted) + 1 }) }
  insert(app, resource, record, entry.index)
  const ref = () => goneRefOf(app, resource, record.id, { record, ...(entry.index !== undefined && { index: entry.index }) })
  if (resource !== 'files') {
    // A part that cannot stand any more (its own references gone) stays deleted; the record lets go of it.
    for (const part of [...back]) {
      try {
        checkRestored(app, ctx, part.resource as never, part.after as AnyRecord, () =>
          goneRefOf(app, part.resource, part.recordId as number),
        )
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error
        collection(app, part.resource).splice(indexIn(app, part.resource, part.recordId as number), 1)
        back.splice(back.indexOf(part), 1)
        dropId(record, part.resource, part.recordId as number)
      }
    }
    checkRestored(app, ctx, resource as never, record, ref)
  }
  for (const change of entry.related)
    if (change.before !== null && change.after !== null) putBackReference(app, change, resource, record.id)
  const related = relatedChanges(app, { resource, id: record.id }).filter((change) => !back.some((part) => same(part, change)))
  return { resource, recordId: record.id, before: null, after: record, related: [...back, ...related] }
}

/** The fields an update changed get their old values back, unless they were changed again since. */
function revert(app: AppData, ctx: ServiceContext, entry: AuditRecord, before: AnyRecord, after: AnyRecord): Omit<AuditChange, 'action'> {
  const { resource } = entry
  const index = indexIn(app, resource, before.id)
  if (index < 0) throw gone(app, resource, before)
  const current = original(collection(app, resource)[index] as AnyRecord)
  const fields = Object.keys(before).filter((field) => field !== 'id' && field !== 'version' && !equal(before[field], after[field]))
  const changedSince = fields.filter((field) => !equal(current[field], after[field]) && !equal(current[field], before[field]))
  if (changedSince.length > 0) {
    throw refused(`It was changed again since: ${changedSince.join(', ')}.`, {
      code: 'restore_changed_since',
      params: { record: recordRefOf(app, resource, current), fields: changedSince, changedBy: lastChangeOf(app, resource, before.id) },
    })
  }
  const put = fields.filter((field) => equal(current[field], after[field]))
  if (put.length === 0) throw refused('It is as it was before this change already.', { code: 'restore_nothing_to_do', params: {} })
  const record: AnyRecord = { ...current, ...Object.fromEntries(put.map((field) => [field, before[field]])) }
  if (resource !== 'files') record.version = versionOf(current) + 1
  collection(app, resource)[index] = record
  if (resource !== 'files') checkRestored(app, ctx, resource as never, record, () => goneRefOf(app, resource, record.id, { record }))
  return { resource, recordId: record.id, before: current, after: record }
}

/**
 * A reference a delete removed from another record (a material from a category's list, an image
 * from a material) is put back where that record still holds what the delete left it; a list that
 * changed since gets the id back at its old place.
 */
function putBackReference(app: AppData, change: AuditChangeRecord, restored: AuditResource, restoredId: number): void {
  const index = indexIn(app, change.resource, change.recordId as number)
  if (index < 0) return
  const before = change.before as AnyRecord
  const after = change.after as AnyRecord
  const current = original(collection(app, change.resource)[index] as AnyRecord)
  const next: AnyRecord = { ...current }
  for (const field of Object.keys(before)) {
    if (field === 'id' || field === 'version' || equal(before[field], after[field])) continue
    if (equal(current[field], after[field])) next[field] = before[field]
    else if (Array.isArray(before[field]) && Array.isArray(current[field]) && restored === idsResource(change.resource, field)) {
      const ids = current[field] as unknown[]
      const at = (before[field] as unknown[]).indexOf(restoredId)
      if (at >= 0 && !ids.includes(restoredId)) next[field] = [...ids.slice(0, at), restoredId, ...ids.slice(at)]
    }
  }
  if (!equal(next, current)) collection(app, change.resource)[index] = next
}

/** Which resource an id list of a record holds (`materialIds` of a category: materials). */
function idsResource(resource: AuditResource, field: string): AuditResource | null {
  if (field === 'materialIds') return 'materials'
  if (field === 'sectionIds') return 'sections'
  if (resource === 'popups' && field === 'textIds') return 'texts'
  if (resource === 'popups' && field === 'buttonIds') return 'buttons'
  if (resource === 'popups' && field === 'linkListIds') return 'linkLists'
  return null
}

/** A part that stays deleted leaves the record's id lists. */
function dropId(record: AnyRecord, resource: AuditResource, id: number): void {
  for (const field of Object.keys(record)) {
    if (Array.isArray(record[field]) && idsResource('popups', field) === resource)
      record[field] = (record[field] as unknown[]).filter((x) => x !== id)
  }
}

/** Back into its collection: banners at their old place (their order), everything else in id order. */
function insert(app: AppData, resource: AuditResource, record: AnyRecord, index: number | undefined): void {
  const list = collection(app, resource)
  const ids = draftItems(list).map((item) => item.base?.id ?? item.current.id)
  const at = resource === 'banners' && index !== undefined ? Math.min(index, ids.length) : ids.findIndex((id) => id > record.id)
  list.splice(at < 0 ? ids.length : at, 0, record)
}

function gone(app: AppData, resource: AuditResource, record: AnyRecord) {
  return refused('It has been deleted since.', {
    code: 'restore_record_gone',
    params: { record: goneRefOf(app, resource, record.id, { record }) },
  })
}

const same = (a: AuditChangeRecord, b: AuditChangeRecord) => a.resource === b.resource && a.recordId === b.recordId

/** Structural equality of stored JSON values (records are plain data). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined)
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined)
  return (
    keysA.length === keysB.length && keysA.every((key) => equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}
