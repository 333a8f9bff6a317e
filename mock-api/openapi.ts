import { z } from 'zod'
import { operations } from '@/api/contract'
import { carrierOf, pathParams, type Operation } from '@/api/contract/operation'
import { refusal, refusalStatus, type RefusalCode } from '@/api/contract/refusals'
import { toSnake } from '@/api/wire'

type Json = Record<string, unknown>

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

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  snakeSchema(z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' })) as Json

const errorBody = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    code: { type: 'string' },
    params: { type: 'object' },
  },
  required: ['message'],
}

const refusalSchemas = new Map(refusal.options.map((option) => [option.shape.code.value, option]))

/** A refusal's body: its code, its params and the English message (edit_conflict also `current`). */
const refusalBody = (code: RefusalCode) => {
  const schema = refusalSchemas.get(code)
  if (!schema) throw new Error(`No schema for refusal ${code}`)
  return { title: code, ...jsonSchema(schema.extend({ message: z.string() }), 'output') }
}

/** The error answers of an operation: the generic ones, and each status of its refusals as one of their bodies. */
function errorResponses(op: Operation): Record<string, Json> {
  const implied: RefusalCode[] = op.access === 'visitor' ? ['subscription_required'] : op.access === 'admin' ? ['role_forbidden'] : []
  const codes: RefusalCode[] = [...(op.refusals ?? []), ...implied]
  const statuses = new Map<string, Json[]>(['400', '401', '403', '404', '419', '422'].map((status) => [status, [errorBody]]))
  for (const code of codes) {
    const status = String(refusalStatus[code])
    statuses.set(status, [...(statuses.get(status) ?? []), refusalBody(code)])
  }
  return Object.fromEntries(
    [...statuses].map(([status, bodies]) => {
      const refusals = bodies.flatMap((body) => (typeof body.title === 'string' ? [body.title] : []))
      return [
        status,
        {
          description: refusals.length > 0 ? `Error; refusals by code: ${refusals.join(', ')}` : 'Error',
          content: { 'application/json': { schema: bodies.length === 1 ? bodies[0] : { oneOf: bodies } } },
        },
      ]
    }),
  )
}

let cached: Json | null = null

/** OpenAPI 3.1 generated from the operations table, served at /api/openapi.json. */
export function openApiDocument(): Json {
  if (cached) return cached
  const paths: Record<string, Record<string, Json>> = {}
  for (const [name, op] of Object.entries(operations as Record<string, Operation>)) {
    const carrier = carrierOf(op)
    const params = pathParams(op.path)
    const input = jsonSchema(op.input, 'input')
    const properties = (input.properties ?? {}) as Record<string, Json>
    const parameters: Json[] = params.map((p) => ({
      name: p,
      in: 'path',
      required: true,
      schema: properties[toSnake(p)] ?? { type: 'string' },
    }))
    parameters.push({ name: 'X-App-Key', in: 'header', required: name !== 'navigations.get', schema: { type: 'string' } })
    if (carrier.kind === 'query') {
      for (const [key, schema] of Object.entries(properties)) {
        if (!params.map(toSnake).includes(key)) parameters.push({ name: key, in: 'query', style: 'deepObject', explode: true, schema })
      }
    }
    const body =
      carrier.kind === 'json'
        ? { 'application/json': { schema: input } }
        : carrier.kind === 'jsonArray'
          ? { 'application/json': { schema: properties[toSnake(carrier.key)] ?? { type: 'array' } } }
          : carrier.kind === 'multipart'
            ? { 'multipart/form-data': { schema: input } }
            : null
    const output = jsonSchema(op.output, 'output')
    const status = String(op.status ?? 200)
    const success =
      op.status === 204
        ? { description: 'No content' }
        : {
            description: 'OK',
            content: {
              'application/json': { schema: op.list ? output : { type: 'object', properties: { data: output }, required: ['data'] } },
            },
          }
    const errors = errorResponses(op)
    ;(paths[op.path.replace(/\{(\w+)\}/g, (_, p: string) => `{${p}}`)] ??= {})[op.method.toLowerCase()] = {
      operationId: name,
      summary: op.summary,
      'x-access': op.access,
      ...(op.access === 'admin' && { 'x-role': op.role }),
      ...(op.description && { description: op.description }),
      parameters,
      ...(body && { requestBody: { required: true, content: body } }),
      ...(carrier.kind === 'initData' && { security: [{ telegramInitData: [] }] }),
      ...(op.access === 'admin' && { security: [{ bearer: [] }] }),
      responses: { [status]: success, ...errors },
    }
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Navigation hub API',
      version: '1.0.0',
      description: 'Generated from src/api/contract. Keys are snake_case; lists take filter[], pagination[] and include[].',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        telegramInitData: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'tma <initData>' },
      },
    },
    paths,
  }
  return cached
}
