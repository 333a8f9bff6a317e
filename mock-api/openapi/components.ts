import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import { toSnake } from '@/api/wire'
import { schemaNames } from './names'

export type Json = Record<string, unknown>
export type Io = 'input' | 'output'

const REF = '#/components/schemas/'
/** While converting, a named schema's ref says which side it was read from; `finish` gives it its final name. */
const pending = (io: Io, id: string) => `${REF}${io}:${id}`

/** JSON Schema keys are the schemas' camelCase names; the wire is snake_case. */
function snakeSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeSchema)
  if (typeof schema !== 'object' || schema === null) return schema
  const out: Json = {}
  for (const [key, value] of Object.entries(schema as Json)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [toSnake(k), snakeSchema(v)]))
    } else if (key === 'required' && Array.isArray(value)) out[key] = value.map((k) => toSnake(String(k)))
    else out[key] = snakeSchema(value)
  }
  return out
}

/** Every `$ref` in a JSON value, rewritten by `rename` (deeply, in place of a copy). */
export function mapRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, rename))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' ? rename(item) : mapRefs(item, rename),
    ]),
  )
}

/**
 * Leaves out what says nothing: integers' safe-integer bounds (zod writes them on every `int()`), and
 * the `{}` zod writes for a transform's output in a union (emptyToNull's `'' -> null` read as an
 * answer), which would make the union match anything.
 */
function tidy(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tidy)
  if (typeof schema !== 'object' || schema === null) return schema
  const out: Json = {}
  for (const [key, value] of Object.entries(schema as Json)) {
    if (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) continue
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue
    if (key === 'anyOf' && Array.isArray(value)) {
      const members = value.filter((member) => typeof member !== 'object' || member === null || Object.keys(member as Json).length > 0)
      out[key] = tidy(members.length > 0 ? members : value)
      continue
    }
    out[key] = tidy(value)
  }
  return out
}

/**
 * A case-insensitive pattern JSON Schema can read (it has no flags): each letter outside a class as
 * `[bB]`, and a class's `a-z` or `A-Z` with the other case beside it.
 */
function caseless(source: string): string {
  let out = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string
    if (c === '\\') {
      out += c + (source[++i] ?? '')
      continue
    }
    if (c === '[' && !inClass) inClass = true
    else if (c === ']' && inClass) inClass = false
    if (inClass) {
      const range = source.slice(i, i + 3)
      if (range === 'a-z' || range === 'A-Z') {
        out += 'a-zA-Z'
        i += 2
        continue
      }
      out += c
    } else out += /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c
  }
  return out
}

const override: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = ({ zodSchema, jsonSchema }) => {
  // Uploads: zod's `instanceof(Blob)` has no JSON Schema; on the wire it is a file part.
  if (zodSchema._zod.def.type === 'custom') Object.assign(jsonSchema, { type: 'string', contentMediaType: 'application/octet-stream' })
  // zod writes a regex's source and drops its flags: `/bot$/i` would refuse `KodHubBot`.
  const checks = (zodSchema._zod.def as { checks?: { _zod: { def: { pattern?: unknown } } }[] }).checks ?? []
  const patterns = checks.flatMap((check) => (check._zod.def.pattern instanceof RegExp ? [check._zod.def.pattern] : []))
  const flagged = patterns.filter((pattern) => pattern.flags.includes('i'))
  if (flagged.length === 1 && patterns.length === 1) jsonSchema.pattern = caseless((flagged[0] as RegExp).source)
  else if (flagged.length > 0) throw new Error(`A case-insensitive pattern among others (${String(flagged[0])}): caseless() handles one`)
}

/**
 * The component schemas of the document: operations' inputs and outputs converted with zod's JSON
 * Schema output, every named schema (names.ts) lifted out of the `$defs` zod makes into
 * `#/components/schemas`. A name read on both sides (request and answer) whose shapes differ there
 * (defaults make input fields optional) is `<Name>Input` on the request side.
 */
export class Components {
  private readonly bodies: Record<Io, Map<string, Json>> = { input: new Map(), output: new Map() }

  /**
   * The schema of `schema` as one side of the wire reads it, with refs to the components. `inline`:
   * the root's own body even when it has a name (an input read for its query and path parameters).
   */
  convert(schema: z.ZodType, io: Io, where: string, options: { inline?: boolean } = {}): Json {
    const raw = z.toJSONSchema(schema, {
      io,
      metadata: schemaNames,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
      override,
    }) as Json
    const { $defs = {}, $schema: _, ...root } = raw as Json & { $defs?: Record<string, Json> }
    // zod names some wrappers in a cycle without an id (`__schema0`: an array of a named schema): those go back inline.
    const inlining = new Set<string>()
    const resolve = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(resolve)
      if (typeof value !== 'object' || value === null) return value
      const { $ref, ...rest } = value as Json
      if (typeof $ref === 'string' && $ref.startsWith('#/$defs/__schema')) {
        const id = $ref.slice('#/$defs/'.length)
        if (inlining.has(id) || !$defs[id])
          throw new Error(`${where}: a schema that contains itself without a name; name it in mock-api/openapi/names.ts`)
        inlining.add(id)
        const inline = resolve($defs[id]) as Json
        inlining.delete(id)
        return { ...inline, ...(resolve(rest) as Json) }
      }
      if (typeof $ref === 'string') {
        if (!$ref.startsWith('#/$defs/')) throw new Error(`${where}: a $ref zod made that this document cannot hold (${$ref})`)
        return { $ref: pending(io, $ref.slice('#/$defs/'.length)), ...(resolve(rest) as Json) }
      }
      return Object.fromEntries(Object.entries(value as Json).map(([key, item]) => [key, resolve(item)]))
    }
    for (const [id, body] of Object.entries($defs)) {
      if (id.startsWith('__schema')) continue
      const { id: _id, ...rest } = tidy(snakeSchema(resolve(body))) as Json
      const known = this.bodies[io].get(id)
      if (known && !isDeepStrictEqual(known, rest)) throw new Error(`${where}: two different schemas are named ${id} (${io})`)
      this.bodies[io].set(id, rest)
    }
    const converted = tidy(snakeSchema(resolve(root))) as Json
    const rootRef = typeof converted.$ref === 'string' && options.inline ? converted.$ref.slice(`${REF}${io}:`.length) : null
    return rootRef ? (this.bodies[io].get(rootRef) as Json) : converted
  }

  /** A component made here rather than from a zod schema (an update: its create's input and `version`); answers its ref. */
  define(id: string, body: Json): Json {
    const known = this.bodies.output.get(id)
    if (known && !isDeepStrictEqual(known, body)) throw new Error(`Two different schemas are named ${id}`)
    this.bodies.output.set(id, body)
    return { $ref: pending('output', id) }
  }

  /** The final name of each pending ref, and the schemas under those names. */
  finish(): { schemas: Record<string, Json>; rename: (ref: string) => string } {
    const asOutput = (body: Json) => mapRefs(body, (ref) => ref.replace(`${REF}input:`, `${REF}output:`))
    const inputRefs = (body: Json) => JSON.stringify(body).match(new RegExp(`${REF}input:\\w+`, 'g')) ?? []
    // An input is its answer's twin when it reads the same, and so does every input it refers to.
    const twins = new Set(
      [...this.bodies.input].filter(([id, body]) => isDeepStrictEqual(asOutput(body), this.bodies.output.get(id))).map(([id]) => id),
    )
    for (let changed = true; changed;) {
      changed = false
      for (const id of twins) {
        if (inputRefs(this.bodies.input.get(id) as Json).some((ref) => !twins.has(ref.slice(`${REF}input:`.length)))) {
          twins.delete(id)
          changed = true
        }
      }
    }
    const finalName = new Map<string, string>()
    const schemas: Record<string, Json> = {}
    for (const [id, body] of this.bodies.output) {
      finalName.set(pending('output', id), id)
      schemas[id] = body
    }
    for (const [id, body] of this.bodies.input) {
      const name = twins.has(id) || !this.bodies.output.has(id) ? id : `${id}Input`
      finalName.set(pending('input', id), name)
      if (twins.has(id)) continue
      if (schemas[name]) throw new Error(`Two component schemas are named ${name}`)
      schemas[name] = body
    }
    const rename = (ref: string) => {
      if (!ref.startsWith(REF) || !ref.slice(REF.length).includes(':')) return ref
      const name = finalName.get(ref)
      if (!name) throw new Error(`No component for ${ref}`)
      return `${REF}${name}`
    }
    const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)))
    return { schemas: mapRefs(sorted, rename) as Record<string, Json>, rename }
  }

  /** Names an operation's own schema (a request body, an answer) that has no name, and answers its ref. */
  static nameIfNeeded(schema: z.ZodType, id: string): void {
    if (!schemaNames.get(schema)) schemaNames.add(schema, { id })
  }
}
