import { apiErrorOf } from '@/api/api-error'
import type { AuditResource } from '@/api/contract/audit-resource'
import type { GoneRef, RecordRef, Refusal } from '@/api/contract/refusals'
import { formatMessage, type Translate } from '@/i18n/translate'
import type { Language } from '@/session/session-atoms'
import { refusalCatalogs, type RefusalMessageKey } from './refusal-messages'

type T = Translate<RefusalMessageKey>

/** How many records a list names before "and N more". */
const LISTED = 5

/** A record as the admin sees it: `категория «Новости»`, `Баннер 2` (never a bare id). */
export function recordName(t: T, record: RecordRef | GoneRef): string {
  const resource = t(`resource.${record.resource}`)
  const position = 'position' in record ? record.position : null
  if ((record.resource === 'banners' || record.resource === 'themes') && position) {
    return t(`positioned.${record.resource}`, { position })
  }
  const title = 'title' in record ? record.title : null
  return title ? `${resource} «${title}»` : t('unnamed', { resource })
}

/** Names joined with commas, the first five, then "and N more". */
export function namesOf(t: T, records: readonly (RecordRef | GoneRef)[]): string {
  const shown = records.slice(0, LISTED).map((record) => recordName(t, record))
  const rest = records.length - shown.length
  return rest > 0 ? `${shown.join(', ')} ${t('more', { count: rest })}` : shown.join(', ')
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A messenger user's write time in the admin's language (`25.11.2026, 15:00`). */
export const formatWhen = (at: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(at))

/**
 * A refusal worded from the catalogs with its params: records by title, banners by position.
 * `fieldLabel` names a record's field (restore_changed_since); without one the field's name shows.
 */
export function wordRefusal(
  refusal: Refusal,
  t: T,
  language: Language,
  fieldLabel: (resource: AuditResource, field: string) => string = (_resource, field) => field,
): string {
  switch (refusal.code) {
    case 'edit_conflict': {
      const by = refusal.params.changedBy
      if (!by) return t('refusal.edit_conflict.nobody')
      return t('refusal.edit_conflict', { who: by.userName || t('unknownWho'), when: formatWhen(by.at, language) })
    }
    case 'restore_record_exists':
    case 'restore_record_gone':
      return t(`refusal.${refusal.code}`, { record: capitalized(recordName(t, refusal.params.record)) })
    case 'restore_changed_since': {
      const { record, fields, changedBy } = refusal.params
      return t('refusal.restore_changed_since', {
        record: recordName(t, record),
        who: changedBy?.userName || t('unknownWho'),
        fields: fields.map((field) => fieldLabel(record.resource, field)).join(', '),
      })
    }
    case 'restore_reference_missing':
      return t('refusal.restore_reference_missing', {
        record: capitalized(recordName(t, refusal.params.record)),
        missing: namesOf(t, refusal.params.missing),
      })
    case 'restore_rule_broken': {
      const { record, errors } = refusal.params
      const listed = Object.entries(errors).map(([field, messages]) => `${fieldLabel(record.resource, field)}: ${messages.join(' ')}`)
      return t('refusal.restore_rule_broken', { record: capitalized(recordName(t, record)), errors: listed.join('; ') })
    }
    case 'restore_order_changed': {
      const { added, removed } = refusal.params
      const changes = [
        added.length > 0 ? t('refusal.restore_order_changed.added', { count: added.length }) : null,
        removed.length > 0 ? t('refusal.restore_order_changed.removed', { count: removed.length }) : null,
      ].filter((part) => part !== null)
      return t('refusal.restore_order_changed', { changes: changes.join(', ') })
    }
    case 'restore_nothing_to_do':
    case 'subscription_required':
    case 'sharing_not_set_up':
      return t(`refusal.${refusal.code}`)
    case 'sharing_off':
      return t(`refusal.sharing_off.${refusal.params.scope}`)
    case 'restore_not_supported':
      return t('refusal.restore_not_supported', { resource: t(`resource.${refusal.params.resource}`) })
    case 'popup_in_use':
      return t('refusal.popup_in_use', { popup: `«${titleOf(refusal.params.popup)}»`, usedBy: namesOf(t, refusal.params.usedBy) })
    case 'material_would_leave_empty':
      return t('refusal.material_would_leave_empty', {
        material: `«${titleOf(refusal.params.material)}»`,
        emptied: namesOf(t, refusal.params.emptied),
      })
    case 'category_has_subcategories':
      return t('refusal.category_has_subcategories', {
        category: `«${titleOf(refusal.params.category)}»`,
        subcategories: namesOf(t, refusal.params.subcategories),
      })
    case 'last_admin':
    case 'own_access':
      return t(`refusal.${refusal.code}`, { admin: titleOf(refusal.params.admin) })
    case 'file_too_large':
      return t('refusal.file_too_large', { size: t('mb', { n: Math.round((refusal.params.maxBytes / 1024 / 1024) * 10) / 10 }) })
    case 'file_type_unsupported':
      return t('refusal.file_type_unsupported', { accepted: t(refusal.params.accepted.includes('svg') ? 'file.icon' : 'file.image') })
    case 'svg_unsafe':
      return t('refusal.svg_unsafe', { reason: t(`svg.${refusal.params.reason}`) })
  }
}

/** A record's own title, or its position for banners and themes. */
const titleOf = (record: RecordRef) => ('title' in record ? record.title : String(record.position))

/**
 * A failed call's business refusal worded in `language`, or null when it is none this client knows
 * (show SPEC 8's text or the message then). Loaded lazily by useRefusalText (shell/parts-messages.ts): it brings the
 * contract's refusal schemas and both catalogs, which a screen needs only once a call is refused.
 */
export function refusalTextOf(
  error: unknown,
  language: Language,
  fieldLabel?: (resource: AuditResource, field: string) => string,
): string | null {
  // Read unchecked, not with refusalOf: the contract's zod union would pull zod's discriminated
  // unions into the admin's shared zod chunk (~3 KB on every form screen). A code this client does
  // not know words as nothing; params not as expected fail the wording, and the message shows.
  const apiError = apiErrorOf(error)
  if (!apiError?.code) return null
  const refusal = { code: apiError.code, params: apiError.params ?? {}, current: apiError.current } as Refusal
  const catalog = refusalCatalogs[language]
  const t: T = (key, params) => formatMessage(catalog[key], params)
  try {
    // An unknown code falls through the switch: undefined at run time.
    const text: unknown = wordRefusal(refusal, t, language, fieldLabel)
    return typeof text === 'string' ? text : null
  } catch {
    return null
  }
}
