import type { AuditEntry, RelatedChange } from '@/api/contract/audit-log'
import type { RefusalMessageKey } from '@/features/admin/parts/refusals/refusal-messages'
import { recordName } from '@/features/admin/parts/refusals/refusal-text'
import type { Translate } from '@/i18n/translate'

/** An entry's state as a plain record for the diff (null: not there). */
export const stateOf = (state: AuditEntry['before']): Record<string, unknown> | null => (state ? state : null)

/** What a stored record is called: its title, name, text or file name, as the admin lists show it. */
function titleOf(state: Record<string, unknown> | null): string | null {
  if (!state) return null
  for (const key of ['title', 'name', 'text', 'originalName'] as const) {
    const value = state[key]
    if (typeof value === 'string' && value.trim()) return value.length > 60 ? `${value.slice(0, 59)}…` : value
  }
  return null
}

/** What an entry names that is no record: the hub's settings, its statistics (issue 26: a reset). */
export interface HubPartNames {
  settings: string
  stats: string
}

/** The record an entry (or a related change) is about, named as refusals name it: `материал «Гайд»`. */
export function entryRecordName(change: AuditEntry | RelatedChange, t: Translate<RefusalMessageKey>, names: HubPartNames): string {
  if (change.resource === 'navigation') return names.settings
  if (change.resource === 'stats') return names.stats
  const state = stateOf(change.after) ?? stateOf(change.before)
  const list = state?.list
  if (list === 'categories' || list === 'banners' || list === 'materials' || list === 'sections' || list === 'subcategories') {
    return t(`list.${list}`)
  }
  return recordName(t, { resource: change.resource, id: change.recordId ?? 0, title: titleOf(state), position: null })
}
