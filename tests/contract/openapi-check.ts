import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { openApiDocument } from '@mock-api/openapi/document'
import type { Target } from './client'

type Json = Record<string, any>

interface Checker {
  check: (method: string, path: string, status: number, body: unknown) => string | null
}

const checkers = new WeakMap<Target, Promise<Checker>>()
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1')

/**
 * Checks every answer of the contract suite against the OpenAPI document: the one the target serves
 * at /openapi.json (our server and MSW), or for another backend (`API_BASE`) the contract's own. A
 * call of an operation that the document does not list for its status, or whose body does not
 * match that status's schema, is a mismatch that names the operation, the status and where in the answer.
 */
export function checkerFor(target: Target, fetchDocument: () => Promise<unknown>): Promise<Checker> {
  let checker = checkers.get(target)
  if (!checker) {
    checker = (target.name === 'external' ? openApiDocument() : fetchDocument()).then((document) => makeChecker(document as Json))
    checkers.set(target, checker)
  }
  return checker
}

function makeChecker(document: Json): Checker {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(document, 'openapi')
  const routes = Object.keys(document.paths as Json).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}/?$`),
  }))
  const compiled = new Map<string, ValidateFunction>()
  return {
    check(method, fullPath, status, body) {
      const path = fullPath.split('?')[0] as string
      const route = routes.find((candidate) => candidate.pattern.test(path))
      const lower = method.toLowerCase()
      const operation = route && (document.paths[route.template][lower] as Json | undefined)
      if (!route || !operation) return null
      const name = `${method} ${route.template} (${String(operation.operationId)})`
      let response = operation.responses[String(status)] as Json | undefined
      let at = `#/paths/${pointer(route.template)}/${lower}/responses/${String(status)}`
      if (!response)
        return `${name} answered ${String(status)}, which the document does not list for it: ${JSON.stringify(body)?.slice(0, 300)}`
      if (typeof response.$ref === 'string') {
        at = response.$ref
        response = document.components.responses[response.$ref.split('/').pop() as string] as Json
      }
      const content = response.content?.['application/json'] as Json | undefined
      if (!content)
        return body === null || body === '' ? null : `${name} answered ${String(status)} with a body where the document has none`
      const key = `${at}/content/application~1json/schema`
      let validate = compiled.get(key)
      if (!validate) {
        validate = ajv.compile({ $ref: `openapi${key}` })
        compiled.set(key, validate)
      }
      if (validate(body)) return null
      // In a union every branch fails: the error deepest in the answer says most (the branch that nearly matched).
      const error = [...(validate.errors ?? [])].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length)[0]
      return `${name} answered ${String(status)} not as the document says: at ${error?.instancePath || '/'} ${String(error?.message)} (${JSON.stringify(error?.params)})`
    },
  }
}

/** A schema with its `$ref` followed (and an allOf's parts merged), for tests that read the document. */
export function resolved(document: Json, schema: Json | undefined): Json {
  if (!schema) return {}
  if (typeof schema.$ref === 'string') {
    return resolved(
      document,
      schema.$ref
        .split('/')
        .slice(1)
        .reduce<Json>((node, key) => node[key.replaceAll('~1', '/')] as Json, document),
    )
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Json[]).map((part) => resolved(document, part))
    return {
      ...schema,
      properties: Object.assign({}, ...parts.map((part) => part.properties as Json)),
      required: parts.flatMap((part) => part.required ?? []),
    }
  }
  return schema
}

/** The members of a union (anyOf / oneOf), or the schema itself, each resolved. */
export const unionMembers = (document: Json, schema: Json): Json[] =>
  ((schema.anyOf ?? schema.oneOf ?? [schema]) as Json[]).map((member) => resolved(document, member))
