import { z } from 'zod'
import { emptyToNull, safeUrl } from '@/api/contract/common'
import { hubCollection, type HubCollection, type HubDocument, type HubSettings, type ImportPlan } from '@/api/contract/hub-document'
import { sharingInput } from '@/api/contract/navigations'
import { welcomeGateInput } from '@/api/contract/welcome-gate'
import type { ServiceContext } from '@mock-api/context'
import { original } from '@mock-api/store/copy-on-write'
import { nextId } from '@mock-api/store/next-id'
import type { AppData, AuditChangeRecord, FileRecord, NavigationRecord } from '@mock-api/store/store'
import type { CrudResource } from '@mock-api/services/operation-types'
import { titleOf } from '@mock-api/services/record-ref'
import { equal } from '@mock-api/services/json-equal'
import { problemOf } from '@mock-api/services/restore-checks'
import { raiseOrderVersion, versionOf } from '@mock-api/services/versions'
import type { LeftOut } from '@/api/contract/plain/left-out'
import { pathToSnake } from '@/api/wire'
import { partOf, settingsFields, type Ref } from './parts'
import { hubPath, hubPathTarget, MISSING, RefusedRecord, rewriteAt } from './ref-paths'

type AnyRecord = { id: number; version?: number } & Record<string, unknown>

/** A document's file as the import will store it, or why it is left out (its bytes checked before the write). */
export type PreparedFile =
  | {
      ok: true
      type: 'image' | 'icon'
      originalName: string
      createdAt: string
      url: string
      contentType: string
      storageKey: string | null
    }
  | { ok: false; leftOut: LeftOut }

export interface ApplyOptions {
  mode: 'replace' | 'merge'
  /** The document came from this hub: a merge updates the records it still has (same ids). */
  sameSource: boolean
  /** By the document's file id. */
  files: ReadonlyMap<number, PreparedFile>
  /** The id of a file the import creates (reserved before the write, where its bytes were stored). */
  newFileId: (documentId: number) => number
  ctx: ServiceContext
}

export interface Applied {
  plan: Pick<ImportPlan, 'create' | 'update' | 'remove' | 'refused'>
  /** Every record created, updated or removed, as the history keeps changes. */
  changes: AuditChangeRecord[]
  settings: { before: HubSettings; after: HubSettings }
  /** The files created, by their document id. */
  createdFiles: Map<number, FileRecord>
}

interface Affected {
  collection: HubCollection
  documentId: number
  /** The hub's record before (an update), or null (a create). */
  was: AnyRecord | null
  record: AnyRecord
}

/**
 * Applies a document (current format, checked) to a hub's data, as one write's draft: records get
 * the hub's ids and every reference is remapped; a record that cannot stand (a rule it would break,
 * a record it needs left out) is left out with why, and the references to it handled as parts.ts
 * declares, until everything left stands. The same function plans a dry run (on a draft that is
 * thrown away), applies an import, and makes a hub from a template.
 */
export function applyDocument(app: AppData, document: Omit<HubDocument, 'checksum'>, options: ApplyOptions): Applied {
  const base = original(app)
  const plan: Applied['plan'] = { create: {}, update: {}, remove: {}, refused: [] }
  const changes: AuditChangeRecord[] = []
  const next = {} as Record<HubCollection, AnyRecord[]>
  const ids = {} as Record<HubCollection, Map<number, number>>
  const affected: Affected[] = []
  const refuse = (collection: HubCollection, documentRecord: AnyRecord, why: LeftOut, position: number) =>
    plan.refused.push({ resource: collection, title: titleOf(collection, documentRecord) || String(position + 1), ...why })

  for (const collection of hubCollection.options) {
    const current = base[collection] as unknown as readonly AnyRecord[]
    next[collection] = options.mode === 'replace' ? [] : [...current]
    if (options.mode === 'replace' && current.length > 0) {
      plan.remove[collection] = current.length
      current.forEach((record, index) => changes.push({ resource: collection, recordId: record.id, before: record, after: null, index }))
    }
    const mapped = (ids[collection] = new Map())
    const present = new Set(current.map((record) => record.id))
    documentRecords(document, collection).forEach((record, position) => {
      const file = collection === 'files' ? options.files.get(record.id) : undefined
      if (file && !file.ok) return refuse(collection, record, file.leftOut, position)
      const same = options.mode === 'merge' && options.sameSource && present.has(record.id)
      mapped.set(record.id, same ? record.id : collection === 'files' ? options.newFileId(record.id) : nextId(app, collection))
    })
  }

  const mapId = (collection: HubCollection, id: unknown) => ids[collection].get(id as number) ?? MISSING
  const map = (to: Ref['to'], value: unknown) => (to === 'hubPath' ? mapPath(value, mapId) : mapId(to, value))
  for (const collection of hubCollection.options) {
    const at = new Map(next[collection].map((record, index) => [record.id, index]))
    documentRecords(document, collection).forEach((documentRecord, position) => {
      const id = ids[collection].get(documentRecord.id)
      if (id === undefined) return
      const index = at.get(id)
      const was = index === undefined ? null : (next[collection][index] as AnyRecord)
      // An upload never changes: the hub keeps its own file of that id.
      if (collection === 'files' && was) return
      try {
        const record = buildRecord(app, collection, documentRecord, id, was === null, options, map)
        if (was && equal(withoutVersion(was), withoutVersion(record))) return
        if (collection !== 'files') record.version = was ? versionOf(was) + 1 : 1
        if (index !== undefined) next[collection][index] = record
        else at.set(id, next[collection].push(record) - 1)
        affected.push({ collection, documentId: documentRecord.id, was, record })
      } catch (error) {
        if (!(error instanceof RefusedRecord)) throw error
        ids[collection].delete(documentRecord.id)
        refuse(collection, documentRecord, error.leftOut, position)
      }
    })
  }

  settle(app, affected, next, ids, options.ctx, (item, why) => {
    const position = documentRecords(document, item.collection).findIndex((record) => record.id === item.documentId)
    refuse(item.collection, documentRecords(document, item.collection)[position] as AnyRecord, why, position)
  })
  placeNewCategories(affected, next.categories)

  for (const item of affected) {
    const counts = item.was ? plan.update : plan.create
    counts[item.collection] = (counts[item.collection] ?? 0) + 1
    changes.push({ resource: item.collection, recordId: item.record.id, before: item.was, after: item.record })
  }
  if (affected.some((item) => item.collection === 'categories') || plan.remove.categories) raiseOrderVersion(app, 'categories')
  if (affected.some((item) => item.collection === 'banners') || plan.remove.banners) raiseOrderVersion(app, 'banners')

  const settings = applySettings(app, options.mode === 'replace' ? document.settings : null, (why) =>
    plan.refused.push({ resource: 'settings', title: '', ...why }),
  )
  const gate = applyWelcomeGate(app, options.mode === 'replace' ? document.welcomeGate : null, (why) =>
    plan.refused.push({ resource: 'settings', title: 'welcome_gate', ...why }),
  )
  if (gate) changes.push(gate)
  if (!equal(settings.before, settings.after) || gate) plan.update.settings = 1
  const createdFiles = new Map(
    affected
      .filter((item) => item.collection === 'files' && !item.was)
      .map((item) => [item.documentId, item.record as unknown as FileRecord]),
  )
  return { plan, changes, settings, createdFiles }
}

const documentRecords = (document: Omit<HubDocument, 'checksum'>, collection: HubCollection) =>
  document.collections[collection] as unknown as readonly AnyRecord[]

const withoutVersion = ({ version: _version, ...record }: AnyRecord) => record

/** `/category/3` of the document as the hub's path to the same category; other paths as they are. */
function mapPath(value: unknown, mapId: (collection: HubCollection, id: unknown) => number | typeof MISSING): unknown {
  const target = typeof value === 'string' ? hubPathTarget(value) : null
  if (!target) return value
  const id = mapId(target.collection, target.id)
  return id === MISSING ? MISSING : hubPath(target.collection, id, target.rest)
}

/** A document's record as the hub stores it: its id, references mapped, own item ids new, links as stored. */
function buildRecord(
  app: AppData,
  collection: HubCollection,
  documentRecord: AnyRecord,
  id: number,
  isNew: boolean,
  options: ApplyOptions,
  map: (to: Ref['to'], value: unknown) => unknown,
): AnyRecord {
  if (collection === 'files') {
    const file = options.files.get(documentRecord.id)
    if (!file?.ok) throw new RefusedRecord('No bytes for the file', 'file_left_out')
    const { ok: _ok, ...stored } = file
    return { ...stored, id }
  }
  const part = partOf(collection)
  let record: AnyRecord = { ...(JSON.parse(JSON.stringify(documentRecord)) as AnyRecord), id }
  if (Array.isArray(record.links)) record.links = (record.links as AnyRecord[]).map(storedLink)
  for (const ref of part.refs) record = rewriteAt(record, ref, (value) => map(ref.to, value)) as AnyRecord
  // A new record's own items get new ids; an update (of this hub's own record) keeps theirs.
  for (const own of isNew ? (part.ownIds ?? []) : []) {
    record = rewriteAt(record, { path: own.path, to: 'hubPath', missing: 'null' }, () => nextId(app, own.counter)) as AnyRecord
  }
  return record
}

const storedLink = (link: AnyRecord) => ({
  linkType: link.linkType,
  internalUrl: link.internalUrl ?? null,
  externalUrl: link.externalUrl ?? null,
  popupId: link.popupId ?? null,
})

/**
 * Until everything the import writes stands: references to records left out are handled as parts.ts
 * declares, then each record is checked as a write of it would be; what cannot stand is left out too.
 */
function settle(
  app: AppData,
  affected: Affected[],
  next: Record<HubCollection, AnyRecord[]>,
  ids: Record<HubCollection, Map<number, number>>,
  ctx: ServiceContext,
  onRefused: (item: Affected, why: LeftOut) => void,
): void {
  const leaveOut = (item: Affected, why: LeftOut) => {
    const list = next[item.collection]
    const index = list.indexOf(item.record)
    if (item.was) list[index] = item.was
    else list.splice(index, 1)
    affected.splice(affected.indexOf(item), 1)
    ids[item.collection].delete(item.documentId)
    onRefused(item, why)
  }
  for (let changed = true; changed;) {
    changed = false
    const present = Object.fromEntries(hubCollection.options.map((c) => [c, new Set(next[c].map((r) => r.id))])) as Record<
      HubCollection,
      Set<number>
    >
    const exists = (collection: HubCollection, id: unknown) => (present[collection].has(id as number) ? (id as number) : MISSING)
    for (const item of [...affected]) {
      if (item.collection === 'files') continue
      try {
        for (const ref of partOf(item.collection).refs) {
          rewriteAt(item.record, ref, (value) => (ref.to === 'hubPath' ? mapPath(value, exists) : exists(ref.to, value)))
        }
      } catch (error) {
        if (!(error instanceof RefusedRecord)) throw error
        leaveOut(item, error.leftOut)
        changed = true
      }
    }
    for (const collection of hubCollection.options)
      (app as unknown as Record<HubCollection, AnyRecord[]>)[collection] = [...next[collection]]
    for (const item of [...affected]) {
      if (item.collection === 'files') continue
      const problem = problemOf(app, ctx, item.collection as CrudResource, item.record)
      if (!problem) continue
      leaveOut(
        item,
        'errors' in problem
          ? {
              reason: reasonOf(problem.errors),
              code: 'record_invalid',
              params: { fields: Object.keys(problem.errors).map(pathToSnake).join(', ') },
            }
          : { reason: 'It refers to records that are not there', code: 'reference_missing' },
      )
      changed = true
    }
  }
}

/** Settings (or the welcome gate) that are not valid: the fields and their messages. */
const settingsInvalid = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): LeftOut => ({
  reason: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  code: 'settings_invalid',
  params: { fields: [...new Set(issues.map((issue) => pathToSnake(issue.path.join('.'))))].join(', ') },
})

const reasonOf = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ')

/** New categories go after the hub's own among their siblings, in the document's order. */
function placeNewCategories(affected: Affected[], categories: AnyRecord[]): void {
  const created = new Set(affected.filter((item) => item.collection === 'categories' && !item.was).map((item) => item.record))
  const offsets = new Map<unknown, number>()
  for (const category of categories) {
    if (created.has(category)) continue
    offsets.set(category.parentId, Math.max(offsets.get(category.parentId) ?? 0, (category.order as number) + 1))
  }
  for (const category of created) category.order = (category.order as number) + (offsets.get(category.parentId) ?? 0)
}

function settingsOf(navigation: NavigationRecord): HubSettings {
  return Object.fromEntries(settingsFields.map((field) => [field, navigation[field]])) as unknown as HubSettings
}

/**
 * Issue 27's welcome gate: the document's becomes the hub's (a replace of a document that carries
 * one), when PUT /admin/welcome-gate would take it, as the next version; the change as the history
 * keeps it (resource welcomeGate), or null when nothing changes.
 */
function applyWelcomeGate(app: AppData, gate: HubDocument['welcomeGate'] | null, refuse: (why: LeftOut) => void): AuditChangeRecord | null {
  if (!gate) return null
  const parsed = welcomeGateInput.safeParse(gate)
  if (!parsed.success) {
    refuse(settingsInvalid(parsed.error.issues))
    return null
  }
  const before = original(app).welcomeGate
  const { version: _version, ...was } = before
  const { version: _sent, ...wanted } = parsed.data
  if (equal(was, wanted)) return null
  app.welcomeGate = { ...wanted, version: versionOf(before) + 1 }
  return { resource: 'welcomeGate', recordId: null, before, after: app.welcomeGate }
}

/** Settings as an admin may set them: the channel a link visitors may open, the sharing settings as PUT /admin/navigation takes them. */
const settingsInput = sharingInput.extend({ subscriptionChannelUrl: emptyToNull(safeUrl), subscriptionRequired: z.boolean().optional() })

/**
 * The document's settings become the hub's (a replace of a document that carries them), when they
 * are valid; else the hub keeps its own.
 */
function applySettings(
  app: AppData,
  settings: HubSettings | null,
  refuse: (why: LeftOut) => void,
): { before: HubSettings; after: HubSettings } {
  const before = settingsOf(original(app).navigation)
  if (!settings) return { before, after: before }
  const parsed = settingsInput.safeParse(settings)
  if (!parsed.success) {
    refuse(settingsInvalid(parsed.error.issues))
    return { before, after: before }
  }
  if (equal(before, parsed.data)) return { before, after: before }
  Object.assign(app.navigation, parsed.data)
  return { before, after: settingsOf(app.navigation) }
}
