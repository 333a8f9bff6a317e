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

/** What an entry names that is no record: the hub's settings, its statistics (issue 26: a reset). */
export interface HubPartNames {
  settings: string
  stats: string
}

/**
 * The record an entry (or a related change) is about, named as refusals name it: `материал «Гайд»`,
 * `material “Guide”`; an order entry names its list (`порядок баннеров`), the hub's settings and statistics by `names`.
 */
export function entryRecordName(change: AuditEntry | RelatedChange, t: Translate<RefusalMessageKey>, names: HubPartNames): string {
  if (change.resource === 'navigation') return names.settings
  if (change.resource === 'stats') return names.stats
  const state = stateOf(change.after) ?? stateOf(change.before)
  const list = state?.list
  if (list === 'categories' || list === 'banners' || list === 'materials' || list === 'sections' || list === 'subcategories') {
    return t(`order.${list}`)
  }
  return recordName(t, { resource: change.resource, id: change.recordId ?? 0, title: titleOf(state), position: null })
}

/** The names of what an entry names that is no record, in the admin's language. */
export const hubPartNames = (t: Translate<HistoryMessageKey>): HubPartNames => ({ settings: t('settings'), stats: t('stats') })

/**
 * An entry's line, what was done to which record and by whom, without a verb that would need the
 * admin's gender or a case form glued to a noun: «Категория «Курсы» · изменена · Анна Смирнова»,
 * “Category “Courses” · changed · Anna Smirnova”, «Порядок баннеров · изменён · Анна Смирнова».
 */
export function entryHeadline(entry: AuditEntry, t: Translate<HistoryMessageKey>, tr: Translate<RefusalMessageKey>): string {
  return t('line', {
    record: capitalized(entryRecordName(entry, tr, hubPartNames(t))),
    done: t(`done.${entry.action}`, { resource: entry.resource }),
    who: entry.userName || tr('unknownWho'),
  })
}
