/**
 * What the hub's screens need of the visitor reads, checked where the answers enter (http.ts) so
 * that no component crashes on a backend that breaks the contract: a record the hub cannot show
 * (no id, title or road type; not an object at all) is left out of its list and reported; fields
 * it can do without get their defaults. Hand-written rather than zod: the contract's schemas would
 * add ~17 KB gzip to the first screen, and these rules are only what the screens read.
 */

import { ApiError } from './api-error'

const DROP = Symbol('drop')

/** Reads one value: what the screen can use, or DROP. `report` hears of list items left out. */
type Reader = (value: unknown, at: string, report: (message: string) => void) => unknown

/** A record as it came, short enough for a log line (`undefined` stays `undefined`). */
const snippet = (value: unknown) => String(JSON.stringify(value)).slice(0, 300)

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const int: Reader = (value) => (Number.isInteger(value) ? value : DROP)
const text: Reader = (value) => (typeof value === 'string' ? value : DROP)
const bool: Reader = (value) => (typeof value === 'boolean' ? value : DROP)
const oneOf =
  (...values: string[]): Reader =>
  (value) =>
    values.includes(value as string) ? value : DROP

/** An optional field: `fallback` when it is missing or unusable. */
const or =
  (read: Reader, fallback: unknown): Reader =>
  (value, at, report) => {
    const out = read(value, at, report)
    return out === DROP ? fallback : out
  }

/** A record whose fields are read by `fields` (a function, for the shapes that contain themselves); other keys pass. */
const record =
  (fields: () => Record<string, Reader>): Reader =>
  (value, at, report) => {
    if (!isObject(value)) return DROP
    const out: Record<string, unknown> = { ...value }
    for (const [key, read] of Object.entries(fields())) {
      const field = read(value[key], `${at}.${key}`, report)
      if (field === DROP) return DROP
      if (field !== undefined) out[key] = field
    }
    return out
  }

/** A list whose unusable items are left out and reported; `missing` when it is not a list. */
const list =
  (item: Reader, missing: unknown = []): Reader =>
  (value, at, report) => {
    if (!Array.isArray(value)) return missing
    return value.flatMap((entry: unknown, index) => {
      const out = item(entry, `${at}[${String(index)}]`, report)
      if (out !== DROP) return [out]
      report(`Left out ${at}[${String(index)}]: ${snippet(entry)}`)
      return []
    })
  }

const nullableText = or(text, null)
const align = or(oneOf('left', 'center'), 'left')
const file = or(
  record(() => ({ url: text })),
  null,
)
const hex = (fallback: string) => or((value) => (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : DROP), fallback)

const link: Reader = record(() => ({
  linkType: oneOf('internal', 'external', 'popup'),
  internalUrl: nullableText,
  externalUrl: nullableText,
  popup: or(popup, undefined),
}))
const links = list(link)

const button: Reader = record(() => ({
  id: int,
  text,
  background: hex('#000000'),
  color: hex('#ffffff'),
  isActive: or(bool, false),
  links,
}))

const material: Reader = record(() => ({
  id: int,
  title: text,
  description: nullableText,
  displayType: or(oneOf('small', 'large', 'icon'), 'icon'),
  image: file,
  icon: file,
  links,
}))

const popupText: Reader = record(() => ({
  id: int,
  alignmentType: align,
  kind: or(oneOf('plain', 'bullets'), 'plain'),
  text: nullableText,
  items: list(record(() => ({ id: int, value: text, order: or(int, 0) }))),
}))

const linkList: Reader = record(() => ({
  id: int,
  title: or(text, ''),
  titleAlign: align,
  type: oneOf('materials', 'local'),
  materials: list(material),
  localLinks: list(record(() => ({ id: int, title: text, url: text, icon: file }))),
}))

const popup: Reader = record(() => ({
  id: int,
  name: or(text, ''),
  title: nullableText,
  titleAlign: align,
  image: file,
  texts: list(popupText),
  buttons: list(button),
  linkLists: list(linkList),
}))

const section: Reader = record(() => ({
  id: int,
  title: text,
  roadType: oneOf('link', 'material'),
  links,
  materials: list(material, undefined),
}))

const category: Reader = record(() => ({
  id: int,
  title: text,
  roadType: oneOf('link', 'subcategories', 'material', 'section', 'video'),
  description: nullableText,
  descriptionAlign: align,
  displayType: or(oneOf('small_bg', 'large_bg', 'no_bg', 'image'), 'no_bg'),
  sectionDisplayType: or(oneOf('list', 'filter'), 'list'),
  icon: file,
  image: file,
  video: nullableText,
  links,
  materials: list(material, undefined),
  sections: list(section, undefined),
  subcategories: list(category, undefined),
}))

const banner: Reader = record(() => ({ id: int, image: record(() => ({ url: text })), links }))
const theme: Reader = record(() => ({ type: oneOf('dark', 'light'), backgroundColor: text, textColor: text }))

const page = (item: Reader) => record(() => ({ data: list(item) }))

const shapes: Partial<Record<string, Reader>> = {
  'categories.list': page(category),
  'categories.get': category,
  'sections.list': page(section),
  'sections.get': section,
  'banners.list': page(banner),
  'buttons.list': page(button),
  'themes.list': page(theme),
}

/**
 * The answer of a visitor read as its screen can use it: unusable records left out (each reported
 * as `operation: Left out data[3]: {...}`). An answer that cannot be shown at all is reported and
 * becomes a `bad-response` ApiError, which the screen shows as its error state. Operations without
 * a shape here are returned as they are.
 */
export function shapeForScreens(operation: string, data: unknown, report: (message: string) => void): unknown {
  const read = shapes[operation]
  if (!read) return data
  const out = read(data, 'data', (message) => report(`${operation}: ${message}`))
  if (out !== DROP) return out
  report(`${operation}: the answer cannot be shown: ${snippet(data)}`)
  throw new ApiError('bad-response', 'The server answered with a record the hub cannot show.')
}
