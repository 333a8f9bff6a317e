import { hubCollection, type HubCollection } from '@/api/contract/hub-document'
import type { ServiceContext } from '@mock-api/context'
import { refused } from '@mock-api/errors'
import { original } from '@mock-api/store/copy-on-write'
import type { AppData, AuditChangeRecord, AuditRecord, NavigationRecord, SharingState, WelcomeGateRecord } from '@mock-api/store/store'
import { type AuditChange, lastChangeOf } from '@mock-api/services/audit'
import { goneRefOf, recordRefOf } from '@mock-api/services/record-ref'
import { equal } from '@mock-api/services/json-equal'
import { firstDangling } from '@mock-api/services/restore-checks'
import { raiseOrderVersion, versionOf } from '@mock-api/services/versions'

type AnyRecord = { id: number; version?: number } & Record<string, unknown>
type Settings = Partial<NavigationRecord>

const isHubCollection = (resource: string): resource is HubCollection => (hubCollection.options as readonly string[]).includes(resource)

/**
 * Restores an entry that changed the whole hub (an import, or the restore of one): every record it
 * created goes, every record it removed comes back with its id, every record it updated gets its
 * old fields, and the hub's settings their old values, in one write. Refused (409, nothing changes)
 * when one of them was changed since (restore_changed_since), is gone (restore_record_gone) or is
 * there again (restore_record_exists), or when a record made since would be left referring to one
 * that goes (restore_reference_missing).
 */
export function revertHub(app: AppData, ctx: ServiceContext, entry: AuditRecord): Omit<AuditChange, 'action'> {
  const base = original(app)
  const lists = new Map<HubCollection, Map<number, AnyRecord>>()
  const listOf = (resource: HubCollection) => {
    let list = lists.get(resource)
    if (!list) lists.set(resource, (list = new Map((base[resource] as unknown as AnyRecord[]).map((record) => [record.id, record]))))
    return list
  }
  const banners = (base.banners as unknown as AnyRecord[]).map((banner) => banner.id)
  const reverted: AuditChangeRecord[] = []
  for (const change of [...entry.related].reverse()) {
    if (change.resource === 'welcomeGate') {
      reverted.push(revertGate(app, base.welcomeGate, change))
      continue
    }
    if (!isHubCollection(change.resource) || change.recordId === null) continue
    const resource = change.resource
    const list = listOf(resource)
    const id = change.recordId
    const current = list.get(id) ?? null
    const before = change.before as AnyRecord | null
    const after = change.after as AnyRecord | null
    if (after !== null && current === null) {
      if (before === null) continue
      throw refused('It has been deleted since.', {
        code: 'restore_record_gone',
        params: { record: goneRefOf(app, resource, id, { record: before }) },
      })
    }
    if (after === null && current !== null) {
      throw refused('It is there already (restored before?).', {
        code: 'restore_record_exists',
        params: { record: recordRefOf(app, resource, current) },
      })
    }
    if (after !== null && current !== null && !equal(current, after)) throw changedSince(app, resource, current, after)
    const record = before && (resource === 'files' ? before : { ...before, version: versionOf(current ?? before) + 1 })
    if (record) list.set(id, record)
    else list.delete(id)
    if (resource === 'banners') {
      const at = banners.indexOf(id)
      if (at >= 0 && !record) banners.splice(at, 1)
      else if (at < 0 && record) banners.splice(Math.min(change.index ?? banners.length, banners.length), 0, id)
    }
    reverted.push({ resource, recordId: id, before: current, after: record })
  }
  for (const [resource, list] of lists) {
    const records = resource === 'banners' ? banners.map((id) => list.get(id) as AnyRecord) : [...list.values()].sort((a, b) => a.id - b.id)
    ;(app as unknown as Record<HubCollection, AnyRecord[]>)[resource] = records
  }
  const dangling = firstDangling(app, hubCollection.options)
  if (dangling) {
    throw refused('A record made since refers to what the restore would remove.', {
      code: 'restore_reference_missing',
      params: {
        record: goneRefOf(app, dangling.resource, dangling.record.id, { record: dangling.record }),
        missing: dangling.missing.map((ref) => goneRefOf(app, ref.resource, ref.id)),
      },
    })
  }
  const settingsNow = settingsLike(base.navigation, entry.before as Settings | null)
  Object.assign(app.navigation, entry.before)
  raiseOrderVersion(app, 'categories')
  raiseOrderVersion(app, 'banners')
  const after = { ...entry.before } as SharingState
  return { resource: 'navigation', recordId: null, before: settingsNow as SharingState, after, related: reverted }
}

/** The hub's current values of the settings an entry holds. */
function settingsLike(navigation: NavigationRecord, shape: Settings | null): Settings {
  return Object.fromEntries(Object.keys(shape ?? {}).map((field) => [field, navigation[field as keyof NavigationRecord]]))
}

function changedSince(app: AppData, resource: HubCollection, current: AnyRecord, after: AnyRecord) {
  const fields = [...new Set([...Object.keys(current), ...Object.keys(after)])].filter(
    (field) => field !== 'version' && !equal(current[field], after[field]),
  )
  return refused(`It was changed again since: ${fields.join(', ')}.`, {
    code: 'restore_changed_since',
    params: { record: recordRefOf(app, resource, current), fields, changedBy: lastChangeOf(app, resource, current.id) },
  })
}

/** Issue 27's welcome gate as it was before the import (put back as the hub's settings are), as its next version. */
function revertGate(app: AppData, current: WelcomeGateRecord, change: AuditChangeRecord): AuditChangeRecord {
  app.welcomeGate = { ...(change.before as WelcomeGateRecord), version: versionOf(current) + 1 }
  return { resource: 'welcomeGate', recordId: null, before: current, after: app.welcomeGate }
}
