import { z } from 'zod'
import { messages } from './messages'
import { isSafeUrl } from './plain/safe-url'

export const id = z.coerce.number().int().positive()

/** Booleans arrive as JSON booleans in bodies and as `1`/`0`/`true`/`false` in query strings. */
export const queryBool = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')])

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, messages.invalidColor)

export const align = z.enum(['left', 'center'])

/** A required, trimmed text with an upper bound, so no field can carry megabytes. */
export const requiredText = (max = 200) => z.string().trim().min(1).max(max)

/** An absolute link a visitor may open: http, https or tg; `javascript:`, `data:` and the like are refused. */
export const safeUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => URL.canParse(v), messages.invalidUrl)
  .refine((v) => !URL.canParse(v) || isSafeUrl(v), messages.unsafeScheme)

const INTERNAL_PATH = /^\/(?!\/)[\w\-./?=&%#]*$/

/** A path inside the hub, relative to `/{appKey}`: `/category/3`, `/section/2`, `/`. */
export const internalPath = z.string().trim().max(2048).regex(INTERNAL_PATH, messages.invalidUrl)

const isWebUrl = (value: string) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol)

/**
 * A file a page can load: an absolute http(s) url or a path on this site. One string schema with
 * one message, not a union of `internalPath` and `safeUrl`: see `emptyToNull`.
 */
export const webOrSitePath = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => INTERNAL_PATH.test(v) || isWebUrl(v), messages.webOrSitePath)

/**
 * Empty strings are allowed for link urls (SPEC 5) and stored as null.
 *
 * `schema` must be ONE string schema whose rules are checks (`refine`, `regex`, `max`), never a
 * union: zod 4 names the failing branch of a union only when exactly one branch got past its type
 * check; with a union inside, every branch fails alike and the form shows the first branch's
 * message, `Invalid input: expected ""` (and the 422 says `Invalid input`).
 */
export const emptyToNull = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), z.null(), schema])
    .optional()
    .default(null)

export const nullableId = z.union([z.null(), id]).optional().default(null)

export const fileType = z.enum(['image', 'icon'])

export const file = z.object({
  id: z.number().int(),
  url: z.string(),
  originalName: z.string(),
  type: fileType,
})
export type FileRecord = z.infer<typeof file>

/**
 * A view's image or icon: the file's id beside the file itself (both null when there is none).
 * A view that contains itself (category) spells the fields out: TypeScript cannot infer a spread
 * inside a schema's own initializer.
 */
export const imageView = { imageId: z.number().int().nullable(), image: file.nullable() }
export const iconView = { iconId: z.number().int().nullable(), icon: file.nullable() }

export const pagination = z
  .object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
  })
  .optional()

/**
 * A record's version: 1 when it is created, raised by one by every write to it (a restore too).
 * An update that sends another version than the stored one is refused (409 `edit_conflict`).
 */
export const version = z.number().int().positive()

export const listMeta = z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() })
export type ListMeta = z.infer<typeof listMeta>

/**
 * The meta of a list whose order an admin sets (root categories, banners): `orderVersion` is raised
 * by one by every order call on it; the order call may send it back to refuse a stale order.
 */
export const orderedListMeta = listMeta.extend({ orderVersion: version })

/** The query every list takes: `filter[key]`, `pagination[offset|limit]`, `include[n]`. */
/* @__NO_SIDE_EFFECTS__ */
export function listQuery<F extends z.ZodRawShape, I extends readonly [string, ...string[]]>(filter: F, include?: I) {
  return z
    .object({
      filter: z.object(filter).partial().optional(),
      pagination,
      include: include ? z.array(z.enum(include)).optional() : z.array(z.never()).optional(),
    })
    .optional()
    .default({})
}

/* @__NO_SIDE_EFFECTS__ */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMeta })
}

/** A list whose order the admin sets: its meta also carries the order's version. */
/* @__NO_SIDE_EFFECTS__ */
export function orderedListOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: orderedListMeta })
}

export const byId = z.object({ id })
