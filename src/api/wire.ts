/**
 * The wire format of the REST contract, shared by the SPA's client and the mock server so that
 * both sides agree byte for byte: snake_case keys, bracketed query strings.
 */

export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
export const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** `links.0.externalUrl` <-> `links.0.external_url` (422 field paths). */
export const pathToSnake = (path: string) => path.split('.').map(toSnake).join('.')
export const pathToCamel = (path: string) => path.split('.').map(toCamel).join('.')

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** Renames every key of plain objects, deeply; values (and Blobs, Dates...) are left alone. */
function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[rename(key)] = renameKeys(item, rename)
  return out
}

export const snakeKeys = (value: unknown) => renameKeys(value, toSnake)
export const camelKeys = (value: unknown) => renameKeys(value, toCamel)

/** A value as it travels in a path, query or form field. */
export function scalar(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value)
}

/**
 * `{ filter: { isActive: true }, include: ['materials'] }` ->
 * `filter[is_active]=1&include[0]=materials` (keys snake_cased, booleans as 1/0, nulls left out).
 */
export function encodeQuery(input: unknown): URLSearchParams {
  const params = new URLSearchParams()
  const walk = (value: unknown, key: string) => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${key}[${String(i)}]`))
    else if (isPlainObject(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}[${toSnake(k)}]` : toSnake(k))
    } else if (typeof value === 'boolean') params.append(key, value ? '1' : '0')
    else params.append(key, scalar(value))
  }
  walk(input, '')
  return params
}

/**
 * The inverse of encodeQuery, accepting `include[]=a` too; values stay strings (the schemas coerce).
 * Nodes have no prototype and only own keys are followed, so `constructor[prototype][x]=1` or
 * `__proto__[x]=1` name plain keys and never reach Object.prototype.
 */
export function decodeQuery(params: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (const [rawKey, value] of params) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey)
    if (!match) throw new SyntaxError(`Unparsable query parameter "${rawKey}"`)
    const keys = [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)]
    let node = root
    keys.forEach((key, i) => {
      const name = key === '' ? String(Object.keys(node).length) : toCamel(key)
      const next = Object.hasOwn(node, name) ? node[name] : undefined
      if (i === keys.length - 1) {
        if (next !== undefined && typeof next !== 'string') throw new SyntaxError(`Query parameter "${rawKey}" conflicts with another`)
        node[name] = value
      } else {
        if (typeof next === 'string') throw new SyntaxError(`Query parameter "${rawKey}" conflicts with another`)
        node = (next as Record<string, unknown> | undefined) ?? (node[name] = Object.create(null) as Record<string, unknown>)
      }
    })
  }
  return arraysFromIndexes(root) as Record<string, unknown>
}

/** `{ 0: 'a', 1: 'b' }` -> `['a', 'b']`, deeply. */
function arraysFromIndexes(value: unknown): unknown {
  if (!isPlainObject(value)) return value
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexes(v)] as const)
  const keys = entries.map(([k]) => k)
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
  }
  return Object.fromEntries(entries)
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return safeDecode(rest.join('='))
  }
  return null
}

/** decodeURIComponent that leaves malformed escapes (`%E0%A4%A`) as they are instead of throwing. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
