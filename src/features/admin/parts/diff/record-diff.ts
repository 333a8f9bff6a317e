import type { Translate } from '@/i18n/translate'
import { diffCatalogs, type DiffMessageKey } from './diff-messages'

/** Bookkeeping fields no admin edits: never shown as a change. */
const IGNORED = new Set(['id', 'version', 'createdAt', 'updatedAt'])

/** One field that differs: its name and both values. */
interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

/** JSON with object keys sorted, so two records that differ only in key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
}

const isBlank = (value: unknown) => value === null || value === undefined || value === ''

/**
 * The fields whose values differ between two records (either may be null: a create or a delete),
 * in the order they first appear; blank values (null, undefined, '') count as equal. Bookkeeping
 * fields (`id`, `version`, `createdAt`) are left out.
 */
export function diffRecords(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  const changes: FieldChange[] = []
  for (const field of fields) {
    if (IGNORED.has(field)) continue
    const old = before?.[field]
    const next = after?.[field]
    if (isBlank(old) && isBlank(next)) continue
    if (canonical(old) !== canonical(next)) changes.push({ field, before: old, after: next })
  }
  return changes
}

type T = Translate<DiffMessageKey>

/** The longest text a value shows; longer ones end with an ellipsis. */
const MAX_TEXT = 120

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text)

/**
 * A value as the admin reads it: empty, yes/no, a text in the language's quotation marks, numbers as they are, a list of
 * plain values joined with commas, a list of records (links...) by their plain values, one per
 * item, separated by `;`.
 */
export function formatValue(value: unknown, t: T): string {
  if (isBlank(value)) return t('empty')
  if (typeof value === 'boolean') return value ? t('yes') : t('no')
  if (typeof value === 'string') return t('quoted', { text: clip(value) })
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) {
    if (value.length === 0) return t('empty')
    if (value.every((item) => item === null || typeof item !== 'object')) return clip(value.map((item) => String(item)).join(', '))
    return clip(value.map((item) => plainParts(item).join(', ')).join('; '))
  }
  return clip(plainParts(value).join(', ')) || t('empty')
}

/** A record's non-empty plain values (texts, numbers, yes/no), for one line of a list. */
function plainParts(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [String(value)]
  return Object.entries(value as Record<string, unknown>)
    .filter(([key, inner]) => !IGNORED.has(key) && !isBlank(inner) && typeof inner !== 'object')
    .map(([, inner]) => String(inner))
}

/** A field's label from the diff catalog, else its name (a field a newer server added). */
export function fieldLabelOf(field: string, t: T): string {
  const key = `field.${field}`
  return key in diffCatalogs.ru ? t(key as DiffMessageKey) : field
}
