import type { AuditEntry } from '@/api/contract/audit-log'
import { diffRecords, fieldLabelOf } from '@/features/admin/parts/diff/record-diff'
import type { DiffMessageKey } from '@/features/admin/parts/diff/diff-messages'
import type { RefusalMessageKey } from '@/features/admin/parts/refusals/refusal-messages'
import { formatWhen } from '@/features/admin/parts/refusals/refusal-text'
import type { Translate } from '@/i18n/translate'
import type { Language } from '@/session/session-atoms'
import { stateOf } from './entry-name'
import type { HistoryMessageKey } from './history-messages'

/** The kinds of record a stored value can point at by id, named in History by their titles. */
export type NamedResource = 'categories' | 'sections' | 'materials' | 'popups' | 'texts' | 'buttons' | 'linkLists' | 'banners'

/** A record a value points at, as its list reads it: a title (a popup's name, a button's text...), a banner's place. */
export interface LinkedRecord {
  title: string | null
  position: number | null
}

/**
 * What History knows of the records and files values point at. `undefined`: not known (the list is
 * still loading, or this backend has no such list); `null`: the list was read and the record is not
 * in it any more.
 */
export interface LinkedNames {
  record: (resource: NamedResource, id: number) => LinkedRecord | null | undefined
  file: (id: number) => { url: string; name: string } | null | undefined
}

/** A value as History draws it: words, a colour swatch with its code, or an image's thumbnail. */
export type ValuePart = { kind: 'text'; text: string } | { kind: 'color'; color: string } | { kind: 'image'; url: string; alt: string }

/** Fields holding ids of other records (one id or a list), by the kind of record. */
const REFERENCES: Partial<Record<string, NamedResource>> = {
  materialIds: 'materials',
  sectionIds: 'sections',
  textIds: 'texts',
  buttonIds: 'buttons',
  linkListIds: 'linkLists',
  popupId: 'popups',
  parentId: 'categories',
  subcategoryIds: 'categories',
}

/** An order entry's `ids`, by the list it orders. */
const ORDERED: Record<string, NamedResource> = {
  categories: 'categories',
  subcategories: 'categories',
  banners: 'banners',
  materials: 'materials',
  sections: 'sections',
}

/** Fields holding an uploaded file's id. */
const FILES = new Set(['imageId', 'iconId'])

/** Fields holding a moment (ISO time). */
const MOMENTS = new Set(['visibleFrom', 'visibleUntil', 'createdAt'])

/** A colour as the admin stores it: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`. */
const COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** A hub page a link can lead to: `/category/3`, `/section/2` (paths of the visitor's routes). */
const HUB_PAGE = /^\/(category|section)\/(\d+)\/?$/

const MAX_TEXT = 120

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text)

const isBlank = (value: unknown) => value === null || value === undefined || value === ''

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0

interface Wording {
  t: Translate<HistoryMessageKey>
  td: Translate<DiffMessageKey>
  tr: Translate<RefusalMessageKey>
  language: Language
  names: LinkedNames
}

/** The record behind an id as words: «Курсы», “Courses”, Баннер 2, untitled, deleted, or its number while names load. */
function linkedTitle(resource: NamedResource, id: number, { t, tr, names }: Wording): string {
  const record = names.record(resource, id)
  if (record === undefined) return t('value.record', { id })
  if (record === null) return t('value.gone', { id })
  if (record.title) return tr('quoted', { text: clip(record.title) })
  if (resource === 'banners' && record.position) return tr('positioned.banners', { position: record.position })
  return tr('unnamed', { resource: tr(`resource.${resource}`) })
}

/** A link as the admin set it: `попап «Акция»`, `категория «Курсы»`, the hub's home, or its address. */
function linkText(link: Record<string, unknown>, wording: Wording): string {
  const { t, tr } = wording
  if (link.linkType === 'popup' && isId(link.popupId)) return `${tr('resource.popups')} ${linkedTitle('popups', link.popupId, wording)}`
  if (link.linkType === 'internal' && typeof link.internalUrl === 'string') {
    const page = HUB_PAGE.exec(link.internalUrl)
    if (page) {
      const resource = page[1] === 'category' ? 'categories' : 'sections'
      return `${tr(`resource.${resource}`)} ${linkedTitle(resource, Number(page[2]), wording)}`
    }
    return link.internalUrl === '/' ? t('value.home') : link.internalUrl
  }
  if (typeof link.externalUrl === 'string' && link.externalUrl) return link.externalUrl
  return t('value.noLink')
}

/** A record inside a list (a link list's own links, a text's items): its plain values. */
function plainParts(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [String(value)]
  return Object.entries(value as Record<string, unknown>)
    .filter(([key, inner]) => key !== 'id' && key !== 'order' && !isBlank(inner) && typeof inner !== 'object')
    .map(([, inner]) => String(inner))
}

/**
 * One stored value as people know it: records by name (not id), an order as the names in order,
 * links by where they lead, colours as a swatch, images as a thumbnail, moments as a date, texts in
 * the language's quotation marks. `state` is the record the value belongs to (an order's `list`).
 */
export function describeValue(field: string, value: unknown, state: Record<string, unknown> | null, wording: Wording): ValuePart {
  const { t, td, tr, language, names } = wording
  const text = (words: string): ValuePart => ({ kind: 'text', text: words })
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return text(td('empty'))
  if (typeof value === 'boolean') return text(value ? td('yes') : td('no'))
  if (FILES.has(field) && isId(value)) {
    const file = names.file(value)
    if (file) return { kind: 'image', url: file.url, alt: file.name }
    return text(file === null ? t('value.fileGone') : t('value.file'))
  }
  const resource = field === 'ids' ? ORDERED[String(state?.list)] : REFERENCES[field]
  if (resource && (isId(value) || (Array.isArray(value) && value.every(isId)))) {
    const ids = Array.isArray(value) ? value : [value]
    return text(ids.map((id) => linkedTitle(resource, id, wording)).join(', '))
  }
  if (typeof value === 'string') {
    if (COLOUR.test(value.trim())) return { kind: 'color', color: value.trim() }
    if (MOMENTS.has(field) && !Number.isNaN(Date.parse(value))) return text(formatWhen(value, language))
    return text(tr('quoted', { text: clip(value) }))
  }
  if (typeof value === 'number') return text(String(value))
  if (field === 'links' && Array.isArray(value)) {
    return text(clip(value.map((link) => linkText((link ?? {}) as Record<string, unknown>, wording)).join('; ')))
  }
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) return text(clip(value.map(String).join(', ')))
    return text(clip(value.map((item) => plainParts(item).join(' — ')).join('; ')))
  }
  return text(clip(plainParts(value).join(', ')) || td('empty'))
}

/** One changed field of an entry, named and with both values drawn. */
interface DescribedChange {
  field: string
  label: string
  before: ValuePart
  after: ValuePart
}

/** An entry's changed fields (bookkeeping left out), each labelled and with both values described. */
export function describeChanges(entry: Pick<AuditEntry, 'before' | 'after'>, wording: Wording): DescribedChange[] {
  const before = stateOf(entry.before)
  const after = stateOf(entry.after)
  return diffRecords(before, after).map((change) => ({
    field: change.field,
    label: fieldLabelOf(change.field, wording.td),
    before: describeValue(change.field, change.before, before, wording),
    after: describeValue(change.field, change.after, after, wording),
  }))
}

/** The kinds of record (and whether files) the values of these entries point at: what History has to read to name them. */
export function linkedNeeds(entries: readonly Pick<AuditEntry, 'before' | 'after'>[]): { resources: Set<NamedResource>; files: boolean } {
  const resources = new Set<NamedResource>()
  let files = false
  for (const entry of entries) {
    const before = stateOf(entry.before)
    const after = stateOf(entry.after)
    for (const change of diffRecords(before, after)) {
      if (FILES.has(change.field)) files = true
      const resource = change.field === 'ids' ? ORDERED[String((after ?? before)?.list)] : REFERENCES[change.field]
      if (resource) resources.add(resource)
      if (change.field === 'links') {
        for (const link of [change.before, change.after].flatMap((value): unknown[] => (Array.isArray(value) ? value : []))) {
          const { linkType, internalUrl } = (link ?? {}) as Record<string, unknown>
          if (linkType === 'popup') resources.add('popups')
          const page = typeof internalUrl === 'string' ? HUB_PAGE.exec(internalUrl) : null
          if (linkType === 'internal' && page) resources.add(page[1] === 'category' ? 'categories' : 'sections')
        }
      }
    }
  }
  return { resources, files }
}
