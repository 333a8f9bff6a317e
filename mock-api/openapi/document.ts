import { z } from 'zod'
import { operations, type OperationName } from '@/api/contract'
import { carrierOf, pathParams, type Operation } from '@/api/contract/operation'
import { toSnake } from '@/api/wire'
import type { Extension } from '@/api/contract/extensions'
import { Components, mapRefs, type Json } from './components'
import { errorResponses, errorSchemas, impliedErrorResponses, operationErrors } from './errors'
import { abridged, runExamples, type Example } from './examples'
import { fieldChanges, markFields, markFilters } from './fields'
import { crudNames, derivedName, nameOf, refusalBodies, type CrudResource } from './names'
import { liftSharedFields } from './shared-fields'
import { resourceOf, tags } from './tags'

/** Who may call (`x-access`), as OpenAPI security: public calls need nothing, visitors' a token only on some hubs, admins' always. */
const SECURITY: Record<Operation['access'], Json[]> = {
  public: [],
  visitor: [{}, { bearer: [] }],
  signedIn: [{ bearer: [] }],
  admin: [{ bearer: [] }],
}

/** `{ data: <schema> }`: how every answer but a list's travels. */
const envelope = (data: Json): Json => ({ type: 'object', properties: { data }, required: ['data'] })

/** The schema of an operation's answer data (or a list's whole body), named when it is an object of its own (a list: `<Item>List`). */
function outputSchema(name: string, op: Operation, components: Components): Json {
  const item = op.list && op.output instanceof z.ZodObject ? (op.output.shape as Record<string, z.ZodType>).data : undefined
  const itemName = item instanceof z.ZodArray ? nameOf(item.element as z.ZodType) : undefined
  if (!(op.output instanceof z.ZodNull)) Components.nameIfNeeded(op.output, itemName ? `${itemName}List` : derivedName(name, 'Answer'))
  return components.convert(op.output, 'output', `${name} answer`)
}

const crudUpdate = (name: string) => {
  const resource = /^admin\.(\w+)\.update$/.exec(name)?.[1]
  return resource && resource in crudNames ? (resource as CrudResource) : null
}

/**
 * The JSON body of an operation: its input without the path's parameters, named (`<Op>Body`). An
 * adminCrud update is its create's input plus `version` (`CategoryUpdate`: CategoryInput and version).
 */
function bodySchema(name: OperationName, op: Operation, params: string[], components: Components): Json | null {
  const resource = crudUpdate(name)
  if (resource) {
    const write = components.convert(
      (operations as Record<string, Operation>)[`admin.${resource}.create`]?.input as z.ZodType,
      'input',
      name,
    )
    const version = components.convert((op.input as z.ZodObject).shape.version as z.ZodType, 'input', name)
    return components.define(`${crudNames[resource]}Update`, {
      description: "A full replacement: the create's fields, and the version the admin edited.",
      allOf: [write, { type: 'object', properties: { version } }],
    })
  }
  if (!(op.input instanceof z.ZodObject) || params.length === 0) {
    Components.nameIfNeeded(op.input, derivedName(name, 'Body'))
    return components.convert(op.input, 'input', `${name} body`)
  }
  const shape = Object.fromEntries(Object.entries(op.input.shape as Record<string, z.ZodType>).filter(([key]) => !params.includes(key)))
  if (Object.keys(shape).length === 0) return null
  const body = z.object(shape)
  Components.nameIfNeeded(body, derivedName(name, 'Body'))
  return components.convert(body, 'input', `${name} body`)
}

function operationDocument(name: OperationName, op: Operation, components: Components, example: Example) {
  const carrier = carrierOf(op)
  const params = pathParams(op.path)
  const input = components.convert(op.input, 'input', `${name} input`, { inline: true })
  const properties = (input.properties ?? {}) as Record<string, Json>
  const parameters: Json[] = params.map((p) =>
    p === 'id'
      ? { $ref: '#/components/parameters/Id' }
      : { name: p, in: 'path', required: true, schema: properties[toSnake(p)] ?? { type: 'string' } },
  )
  if (name !== 'navigations.get') parameters.push({ $ref: '#/components/parameters/AppKey' })
  const inQuery =
    carrier.kind === 'query'
      ? Object.keys(properties)
      : carrier.kind === 'jsonArray'
        ? Object.keys(properties).filter((key) => key !== carrier.key)
        : []
  for (const key of inQuery.filter((key) => !params.map(toSnake).includes(key))) {
    const schema = properties[key] as Json
    // A list without includes or filters takes `include[]` / `filter` of nothing: not worth a parameter.
    if (acceptsNothing(schema)) continue
    parameters.push(
      key === 'pagination'
        ? { $ref: '#/components/parameters/Pagination' }
        : schema.type === 'array'
          ? { name: `${key}[]`, in: 'query', style: 'form', explode: true, schema }
          : schema.type === 'object'
            ? { name: key, in: 'query', style: 'deepObject', explode: true, schema }
            : { name: key, in: 'query', schema },
    )
  }
  const withExample = (schema: Json) => ({ schema, ...(example.request !== undefined && { example: example.request }) })
  const json = carrier.kind === 'json' || carrier.kind === 'multipart' ? bodySchema(name, op, params, components) : null
  const body =
    carrier.kind === 'json'
      ? json && { 'application/json': withExample(json) }
      : carrier.kind === 'jsonArray'
        ? { 'application/json': withExample(properties[toSnake(carrier.key)] ?? { type: 'array' }) }
        : carrier.kind === 'multipart'
          ? { 'multipart/form-data': { schema: json } }
          : null
  const output = outputSchema(name, op, components)
  const status = String(op.status ?? 200)
  const answer = op.list ? output : envelope(output)
  const success =
    op.status === 204
      ? { description: 'Done; no body.' }
      : {
          description: op.status === 201 ? 'Created.' : op.status === 202 ? 'Accepted.' : 'OK.',
          content: { 'application/json': { schema: answer, example: abridged(example.response) } },
        }
  const data = abridged(op.list ? example.response : (example.response as { data?: unknown } | undefined)?.data)
  const hasInput = Object.keys(properties).some((key) => !params.map(toSnake).includes(key)) || carrier.kind === 'jsonArray'
  const extension = op.origin === 'spec' ? null : op.origin
  const description = [
    op.description,
    ...(extension
      ? [`**Beyond SPEC.md section 7** (\`x-extensions.${extension.id}\`). A backend may answer 404: ${extension.fallback}`]
      : []),
  ].join('\n\n')
  return {
    operationId: name,
    summary: op.summary,
    description,
    tags: [tags[resourceOf(name)].name],
    security: carrier.kind === 'initData' ? [{ tma: [] }] : SECURITY[op.access],
    'x-access': op.access,
    ...(op.access === 'admin' && { 'x-role': op.role }),
    // The id only: the root's `x-extensions` says when and why, as for fields.
    ...(extension && { 'x-extension': extension.id }),
    parameters,
    ...(body && { requestBody: { required: true, content: body } }),
    responses: {
      [status]: success,
      // An idempotent create that found what it would make answers it as it was made.
      ...(op.repeatStatus && {
        [String(op.repeatStatus)]: { description: 'OK: made before; the same again.', content: { 'application/json': { schema: answer } } },
      }),
      ...operationErrors(op, hasInput, { schema: output, example: data ?? null }),
    },
  }
}

const acceptsNothing = (schema: Json) =>
  (schema.type === 'array' && JSON.stringify(schema.items) === '{"not":{}}') ||
  (schema.type === 'object' && Object.keys((schema.properties as Json | undefined) ?? {}).length === 0)

/**
 * OpenAPI 3.1 generated from the operations table, served at /api/openapi.json: component schemas by
 * name (names.ts), tags by resource (tags.ts), every error answer by operation (errors.ts), and
 * examples run against the mock API (examples.ts).
 */
export async function buildOpenApiDocument(): Promise<Json> {
  const components = new Components()
  const examples = await runExamples()
  const paths: Record<string, Record<string, Json>> = {}
  for (const [name, op] of Object.entries(operations) as [OperationName, Operation][]) {
    ;(paths[op.path] ??= {})[op.method.toLowerCase()] = operationDocument(name, op, components, examples[name])
  }
  markFilters(paths)
  for (const body of refusalBodies) components.convert(body, 'output', 'refusals')
  const { schemas, rename } = components.finish()
  liftSharedFields(schemas, 'AuditEntry')
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Navigation hub API',
      version: '1.0.0',
      summary: 'The REST contract of the navigation hub: a Telegram mini app and its admin back-office.',
      description: [
        'Generated from the operations table in `src/api/contract` (the SPA, the mock API and this document are built from it).',
        'Every request carries `X-App-Key` (the hub) and, once signed in, `Authorization: Bearer <token>`. JSON keys are snake_case. ' +
          'Answers are `{ "data": ... }`; lists `{ "data": [...], "meta": { "total", "offset", "limit" } }` and take `filter[key]`, ' +
          '`pagination[offset]`, `pagination[limit]` (default 100, at most 1000) and `include[]`.',
        "Examples are calls made on the demo hub and the mock API's answers; an answer's lists of records show their first two.",
        'A mutating request that sends the XSRF-TOKEN cookie (set by `POST /auth`) sends the same value in `X-XSRF-TOKEN`.',
        'Who may call (`x-access`): `public`, anyone with the app key; `visitor`, anyone too (a token is optional) except on a hub ' +
          'that requires a channel subscription (401 without a token, 403 `subscription_required` without the subscription); ' +
          "`admin`, a bearer token of a user among the hub's access users (403 otherwise), whose role includes the operation's " +
          '`x-role` (owner > editor > analyst; 403 `role_forbidden` otherwise).',
        'Operations marked `x-extension` go beyond SPEC.md section 7: a backend may answer 404 for them, and the SPA then does what ' +
          'each says. Fields and filters marked `x-extension: <id>` came with the change `x-extensions.<id>` describes ' +
          '(docs/contract-changelog.md lists them all).',
      ].join('\n\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    'x-extensions': Object.fromEntries(extensionsInUse().map((extension) => [extension.id, extension])),
    servers: [{ url: '/api', description: 'The same origin as the SPA (VITE_API_BASE)' }],
    tags: Object.values(tags),
    paths,
    components: {
      schemas: { ...markFields(schemas), ...errorSchemas },
      // Only those some operation refers to: a status whose answers are all refusals words the generic one inline.
      responses: Object.fromEntries(
        Object.entries({ ...errorResponses, ...impliedErrorResponses() }).filter(([name]) =>
          JSON.stringify(paths).includes(`"#/components/responses/${name}"`),
        ),
      ),
      parameters: {
        Pagination: {
          name: 'pagination',
          in: 'query',
          style: 'deepObject',
          explode: true,
          description: 'A page of the list: `pagination[offset]` (default 0), `pagination[limit]` (default 100, at most 1000).',
          schema: {
            type: 'object',
            properties: {
              offset: { type: 'integer', minimum: 0, default: 0 },
              limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
            },
          },
        },
        Id: {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The record.',
          schema: { type: 'integer', exclusiveMinimum: 0 },
        },
        AppKey: {
          name: 'X-App-Key',
          in: 'header',
          required: true,
          description: 'The hub every call is for.',
          schema: { type: 'string' },
          example: 'demo',
        },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token `POST /auth` answers (12 hours, bound to the hub and the user).',
        },
        tma: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "Telegram launch data: `Authorization: tma <initData>` (the mini app's raw init data, signed by the bot).",
        },
      },
    },
  }
  return mapRefs(document, rename) as Json
}

/** Every extension the operations and fields name, in the order they came. */
function extensionsInUse(): Extension[] {
  const all = [
    ...Object.values(operations).flatMap((op: Operation) => (op.origin === 'spec' ? [] : [op.origin])),
    ...fieldChanges.map((change) => change.extension),
  ]
  return [...new Map(all.map((extension) => [extension.id, extension])).values()].sort((a, b) => a.added.localeCompare(b.added))
}

let cached: Promise<Json> | null = null

/** The document, built once per process (its examples run the mock API: about a second). */
export function openApiDocument(): Promise<Json> {
  cached ??= buildOpenApiDocument()
  return cached
}
