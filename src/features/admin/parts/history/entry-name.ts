import type { AuditEntry, RelatedChange } from '@/api/contract/audit-log'
import type { RefusalMessageKey } from '@/features/admin/parts/refusals/refusal-messages'
import { capitalized, recordName } from '@/features/admin/parts/refusals/refusal-text'
import type { Translate } from '@/i18n/translate'
import type { HistoryMessageKey } from './history-messages'

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

/**
 * The record an entry (or a related change) is about, named as refusals name it: `материал «Гайд»`,
 * `material “Guide”`; an order entry names its list (`порядок баннеров`), the hub's settings `settings`.
 */
export function entryRecordName(change: AuditEntry | RelatedChange, t: Translate<RefusalMessageKey>, settings: string): string {
  if (change.resource === 'navigation') return settings
  const state = stateOf(change.after) ?? stateOf(change.before)
  const list = state?.list
  if (list === 'categories' || list === 'banners' || list === 'materials' || list === 'sections' || list === 'subcategories') {
    return t(`order.${list}`)
  }
  return recordName(t, { resource: change.resource, id: change.recordId ?? 0, title: titleOf(state), position: null })
}

/**
 * An entry's line, what was done to which record and by whom, without a verb that would need the
 * admin's gender or a case form glued to a noun: «Категория «Курсы» · изменена · Анна Смирнова»,
 * “Category “Courses” · changed · Anna Smirnova”, «Порядок баннеров · изменён · Анна Смирнова».
 */
export function entryHeadline(entry: AuditEntry, t: Translate<HistoryMessageKey>, tr: Translate<RefusalMessageKey>): string {
  return t('line', {
    record: capitalized(entryRecordName(entry, tr, t('settings'))),
    done: t(`done.${entry.action}`, { resource: entry.resource }),
    who: entry.userName || tr('unknownWho'),
  })
}
