import { apiErrorOf } from '@/api/api-error'
import type { AuditResource } from '@/api/contract/audit-resource'
import type { GoneRef, RecordRef, Refusal } from '@/api/contract/refusals'
import { diffCatalogs } from '@/features/admin/parts/diff/diff-messages'
import { fieldLabelOf } from '@/features/admin/parts/diff/record-diff'
import { formatMessage, type Translate } from '@/i18n/translate'
import type { Language } from '@/session/session-atoms'
import { fieldMessageText } from './field-message-text'
import { refusalCatalogs, type RefusalMessageKey } from './refusal-messages'

type T = Translate<RefusalMessageKey>

/** How many records a list names before "and N more". */
const LISTED = 5

/** A record as the admin sees it: `категория «Новости»`, `category “News”`, `Баннер 2` (never a bare id). */
export function recordName(t: T, record: RecordRef | GoneRef): string {
  const resource = t(`resource.${record.resource}`)
  const position = 'position' in record ? record.position : null
  if ((record.resource === 'banners' || record.resource === 'themes') && position) {
    return t(`positioned.${record.resource}`, { position })
  }
  const title = 'title' in record ? record.title : null
  return title ? t('named', { resource, title }) : t('unnamed', { resource })
}

/** Names joined with commas, the first five, then "and N more". */
export function namesOf(t: T, records: readonly (RecordRef | GoneRef)[]): string {
  const shown = records.slice(0, LISTED).map((record) => recordName(t, record))
  const rest = records.length - shown.length
  return rest > 0 ? `${shown.join(', ')} ${t('more', { count: rest })}` : shown.join(', ')
}

/** The text with its first letter capitalized: a record's name at the start of a sentence. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A messenger user's write time in the admin's language (`25.11.2026, 15:00`). */
export const formatWhen = (at: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(at))

/** A record's field as History names it (`Название`, `Title`), in `language`. */
const historyLabel = (language: Language) => (_resource: AuditResource, field: string) =>
  fieldLabelOf(field, (key, params) => formatMessage(diffCatalogs[language][key], params))

/**
 * A refusal worded from the catalogs with its params: records by title, banners by position.
 * `fieldLabel` names a record's field (restore_changed_since, restore_rule_broken); by default as History names it.
 */
export function wordRefusal(
  refusal: Refusal,
  t: T,
  language: Language,
  fieldLabel: (resource: AuditResource, field: string) => string = historyLabel(language),
): string {
  const quoted = (text: string) => t('quoted', { text })
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
        record: capitalized(recordName(t, record)),
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
      const listed = Object.entries(errors).map(
        ([field, messages]) =>
          `${fieldLabel(record.resource, field)}: ${messages.map((message) => fieldMessageText(message, language)).join(' ')}`,
      )
      return t('refusal.restore_rule_broken', { record: capitalized(recordName(t, record)), errors: `${listed.join('; ')}.` })
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
      return t(`refusal.${refusal.code}`)
    case 'restore_not_supported':
      return t('refusal.restore_not_supported', { resource: t(`resource.${refusal.params.resource}`) })
    case 'popup_in_use':
      return t('refusal.popup_in_use', { popup: quoted(titleOf(refusal.params.popup)), usedBy: namesOf(t, refusal.params.usedBy) })
    case 'material_would_leave_empty':
      return t('refusal.material_would_leave_empty', {
        material: quoted(titleOf(refusal.params.material)),
        emptied: namesOf(t, refusal.params.emptied),
      })
    case 'category_has_subcategories':
      return t('refusal.category_has_subcategories', {
        category: quoted(titleOf(refusal.params.category)),
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

/** How a refused call without a code this client knows is worded: by its status. */
function statusReason(status: number): RefusalMessageKey {
  if (status === 409) return 'reason.conflict'
  if (status === 413) return 'reason.tooLarge'
  if (status === 415) return 'reason.unsupported'
  if (status === 419) return 'reason.session'
  if (status === 429) return 'reason.tooMany'
  return 'reason.refused'
}

/**
 * A refused call worded in `language`: a business refusal by its code and params; any other 4xx
 * but 401, 403 and 404 (SPEC 8's texts say those) by its first field message (a 422) or by its
 * status. Never the server's English `message`. Null for anything else (transport failures,
 * 401/403/404, 5xx: show SPEC 8's text then). Loaded lazily by useRefusalText
 * (shell/parts-messages.ts): it brings both languages' catalogs, which a screen needs only once a
 * call is refused.
 */
export function refusalTextOf(
  error: unknown,
  language: Language,
  fieldLabel?: (resource: AuditResource, field: string) => string,
): string | null {
  const apiError = apiErrorOf(error)
  const status = apiError?.status
  if (!apiError || !status || status < 400 || status >= 500 || status === 401 || status === 403 || status === 404) {
    return apiError?.code ? codeText(apiError, language, fieldLabel) : null
  }
  const catalog = refusalCatalogs[language]
  const firstField = Object.values(apiError.fieldErrors).flat()[0]
  return (
    codeText(apiError, language, fieldLabel) ??
    (firstField === undefined ? formatMessage(catalog[statusReason(status)]) : fieldMessageText(firstField, language))
  )
}

/** A business refusal worded by its code and params, or null for a code (or params) this client does not know. */
function codeText(
  apiError: NonNullable<ReturnType<typeof apiErrorOf>>,
  language: Language,
  fieldLabel?: (resource: AuditResource, field: string) => string,
): string | null {
  // Read unchecked, not with refusalOf: the contract's zod union would pull zod's discriminated
  // unions into the admin's shared zod chunk (~3 KB on every form screen). A code this client does
  // not know words as nothing; params not as expected fail the wording, and the status words it.
  if (!apiError.code) return null
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

export { fieldMessageText }
