import type { AuditResource } from '@/api/contract/audit-log'
import type { GoneRef, RecordRef } from '@/api/contract/refusals'
import type { AppData, AuditChangeRecord, AuditRecord } from '../store/store'

type AnyRecord = { id: number }

const TITLE_LENGTH = 60

/** A record's name as the admin's lists show it: title, a popup's name, a button's text, a text's first words... */
export function titleOf(resource: AuditResource, stored: AnyRecord): string {
  const record = stored as AnyRecord & Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  switch (resource) {
    case 'popups':
    case 'admins':
      return text(record.name)
    case 'buttons':
      return text(record.text)
    case 'files':
      return text(record.originalName)
    case 'texts': {
      const items = Array.isArray(record.items) ? (record.items as { value?: unknown }[]) : []
      const words = text(record.text) || text(items[0]?.value)
      return words.length > TITLE_LENGTH ? `${words.slice(0, TITLE_LENGTH - 1)}…` : words
    }
    case 'categories':
    case 'sections':
    case 'materials':
    case 'linkLists':
    case 'banners':
    case 'themes':
    case 'campaigns':
      return text(record.title)
    case 'navigation':
    case 'stats':
    case 'welcomeGate':
      return ''
  }
}

/** Banners and themes are named by position: 1-based, in the order the admin's list shows them. */
function positionOf(app: AppData, resource: 'banners' | 'themes', id: number): number | null {
  const ids = resource === 'banners' ? app.banners.map((b) => b.id) : app.themes.map((t) => t.id).sort((a, b) => a - b)
  const index = ids.indexOf(id)
  return index < 0 ? null : index + 1
}

/** How a refusal names a record that exists, as the admin sees it. */
export function recordRefOf(app: AppData, resource: AuditResource, record: AnyRecord): RecordRef {
  if (resource === 'banners' || resource === 'themes')
    return { resource, id: record.id, position: positionOf(app, resource, record.id) ?? 1 }
  return { resource, id: record.id, title: titleOf(resource, record) }
}

/**
 * How a refusal names a record that may be gone: from the record when given (`index`: where a
 * deleted one stood), else from the newest history entry that deleted it; title and position null
 * when the history no longer knows it.
 */
export function goneRefOf(app: AppData, resource: AuditResource, id: number, known?: { record: AnyRecord; index?: number }): GoneRef {
  const found = known ?? deletedRecord(app, resource, id)
  const positioned = resource === 'banners' || resource === 'themes'
  const live = positioned ? positionOf(app, resource, id) : null
  const position = live ?? (found?.index !== undefined ? found.index + 1 : null)
  return {
    resource,
    id,
    title: found && !positioned ? titleOf(resource, found.record) : null,
    position: positioned ? position : null,
  }
}

function deletedRecord(app: AppData, resource: AuditResource, id: number): { record: AnyRecord; index?: number } | undefined {
  const log = app.auditLog ?? []
  const deleted = (change: AuditChangeRecord) => change.resource === resource && change.recordId === id && change.before !== null
  for (let i = log.length - 1; i >= 0; i -= 1) {
    const entry = log[i] as AuditRecord
    const change = [entry, ...entry.related].find(deleted)
    if (change && !('list' in (change.before as object))) {
      return { record: change.before as AnyRecord, ...(change.index !== undefined && { index: change.index }) }
    }
  }
  return undefined
}
