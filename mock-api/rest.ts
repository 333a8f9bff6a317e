import { TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import { operations } from '@/api/contract'
import { carrierOf, pathParams, type Operation } from '@/api/contract/operation'
import { fieldMessages as messages } from '@/api/contract/plain/field-messages'
import { MAX_UPLOAD_BYTES } from '@/api/contract/plain/upload-size'
import { camelKeys, decodeQuery, pathToSnake, readCookie, snakeKeys, toCamel } from '@/api/wire'
import { badRequest, csrfMismatch, HttpProblem, notFound, tooLarge, unauthenticated, unprocessable } from './errors'
import { contextFromRequest, type AnswerExtras, type ApiDeps } from './request-context'
import { appRouter } from './routers'
import { hubFileAt } from './services/hub-document/export-link'
import { createCallerFactory } from './trpc'

interface Route {
  name: string
  operation: Operation
  pattern: RegExp
  params: string[]
}

const routes: Route[] = Object.entries(operations as Record<string, Operation>).map(([name, operation]) => ({
  name,
  operation,
  params: pathParams(operation.path),
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '([^/]+)')}/?$`),
}))

/** The operations whose REST path matches `path` (below the API base), whatever their method. */
const routesAt = (path: string) => routes.filter((route) => route.pattern.test(path))

/** The operation `method path` (below the API base) names, if any: its name and its row of the table. */
export function operationAt(method: string, path: string): { name: string; operation: Operation } | undefined {
  return routesAt(path).find((route) => route.operation.method === method)
}

/** What a request body may add to an operation's limit: an upload's multipart framing. */
const FRAMING_BYTES = 64 * 1024

/**
 * The largest body the operation at `path` (under the API base) reads: its `bodyLimit`, or an
 * upload's. The Node server asks before it reads a body, so nothing makes it buffer more.
 */
export function bodyLimitOf(method: string, path: string): number {
  const route = routes.find((candidate) => candidate.operation.method === method && candidate.pattern.test(path))
  return (route?.operation.bodyLimit ?? MAX_UPLOAD_BYTES) + FRAMING_BYTES
}

const tooLargeFor = (route: Route) => {
  const limit = route.operation.bodyLimit ?? MAX_UPLOAD_BYTES
  return tooLarge(`The request body is too large (${String(limit / 1024 / 1024)} MB at most).`, limit)
}

const createCaller = createCallerFactory(appRouter)
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

function problemResponse(problem: HttpProblem): Response {
  const errors = problem.extra.errors
    ? Object.fromEntries(Object.entries(problem.extra.errors).map(([path, list]) => [pathToSnake(path), list]))
    : undefined
  return json(problem.status, {
    message: problem.message,
    ...(errors && { errors }),
    ...(problem.extra.code && { code: problem.extra.code }),
    ...(problem.extra.params !== undefined && { params: snakeKeys(problem.extra.params) }),
    ...(problem.extra.current !== undefined && { current: snakeKeys(problem.extra.current) }),
  })
}

function fromZod(error: ZodError): HttpProblem {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'body'
    ;(errors[path] ??= []).push(issue.message)
  }
  return unprocessable(errors)
}

/** Whatever a procedure threw, as the contract's answer; anything unexpected is a 500 without details. */
function errorResponse(error: unknown): Response {
  const cause = error instanceof TRPCError ? error.cause : error
  if (cause instanceof HttpProblem) return problemResponse(cause)
  if (error instanceof TRPCError && error.code === 'BAD_REQUEST' && cause instanceof ZodError) return problemResponse(fromZod(cause))
  console.error('[api] unexpected error', error)
  return json(500, { message: 'Server error.' })
}

async function readInput(route: Route, request: Request, url: URL, params: Record<string, string>): Promise<Record<string, unknown>> {
  const carrier = carrierOf(route.operation)
  const length = Number(request.headers.get('content-length') ?? 0)
  const limit = (route.operation.bodyLimit ?? MAX_UPLOAD_BYTES) + FRAMING_BYTES
  if (length > limit) throw tooLargeFor(route)
  switch (carrier.kind) {
    case 'query':
      return { ...queryOf(url), ...params }
    case 'initData': {
      const authorization = request.headers.get('authorization') ?? ''
      if (!/^tma /i.test(authorization)) throw unauthenticated()
      return { initData: authorization.slice(4).trim(), ...params }
    }
    case 'multipart': {
      let form: FormData
      try {
        form = await request.formData()
      } catch {
        throw badRequest('Expected a multipart/form-data body.')
      }
      const input: Record<string, unknown> = { ...params }
      for (const [key, value] of form) input[toCamel(key)] = value
      return input
    }
    case 'json':
    case 'jsonArray': {
      const text = await request.text()
      // A body without Content-Length (chunked) is measured once read.
      if (text.length > limit) throw tooLargeFor(route)
      let body: unknown = undefined
      if (text.trim()) {
        try {
          body = JSON.parse(text)
        } catch {
          throw badRequest('Malformed JSON.')
        }
        if (tooDeep(body)) throw badRequest(`JSON nested deeper than ${String(MAX_JSON_DEPTH)} levels.`)
      }
      if (carrier.kind === 'jsonArray') return { ...queryOf(url), [carrier.key]: body, ...params }
      if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
        throw unprocessable({ body: [messages.jsonObject] })
      }
      return { ...(camelKeys(body ?? {}) as Record<string, unknown>), ...params }
    }
  }
}

function queryOf(url: URL): Record<string, unknown> {
  try {
    return decodeQuery(url.searchParams)
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : 'Unparsable query.')
  }
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw notFound()
  }
}

/** JSON.parse copes with any depth, but the recursive key renaming and schemas would overflow the stack. */
const MAX_JSON_DEPTH = 64

function tooDeep(value: unknown): boolean {
  let level: unknown[] = [value]
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > MAX_JSON_DEPTH) return true
    level = level.flatMap((node): unknown[] => (typeof node === 'object' && node !== null ? Object.values(node) : []))
  }
  return false
}

/** Path parameters that do not fit the operation's schema (e.g. `/categories/abc`) mean no such resource. */
function checkParams(route: Route, params: Record<string, string>) {
  const shape = (route.operation.input as { shape?: Record<string, { safeParse: (v: unknown) => { success: boolean } }> }).shape
  for (const name of route.params) {
    if (shape?.[name] && !shape[name].safeParse(params[name]).success) throw notFound()
  }
}

function callProcedure(caller: unknown, name: string, input: unknown): Promise<unknown> {
  const fn = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller)
  return (fn as (input: unknown) => Promise<unknown>)(input)
}

/**
 * The REST API of CONTRACT.md, served from the tRPC router: Fetch Request in, Response out.
 * Runs in the Node server and, over a memory store, inside MSW. Answers null for paths outside `basePath`.
 */
export function createRestHandler(deps: ApiDeps, basePath = '/api') {
  return async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url)
    if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return null
    const path = url.pathname.slice(basePath.length) || '/'
    try {
      if (request.method === 'GET' && path.startsWith('/uploads/')) return await serveUpload(deps, path.slice('/uploads/'.length))
      // A hub file's download link (POST /admin/export/link): its signature is its credential, not a token.
      if (request.method === 'GET' && path.startsWith('/hub-files/')) {
        const file = await hubFileAt(path.slice('/hub-files/'.length), {
          store: deps.store,
          files: deps.files,
          now: deps.now ?? (() => new Date()),
        })
        if (!file) throw notFound()
        return file
      }

      const candidates = routesAt(path)
      const route = candidates.find((r) => r.operation.method === request.method)
      if (!route) {
        if (candidates.length)
          return json(405, { message: 'Method not allowed.' }, { Allow: candidates.map((r) => r.operation.method).join(', ') })
        throw notFound()
      }
      const match = route.pattern.exec(path) as RegExpExecArray
      const params = Object.fromEntries(route.params.map((name, i) => [name, decodePathSegment(match[i + 1] as string)]))
      checkParams(route, params)

      if (MUTATING.has(request.method)) {
        const cookie = readCookie(request.headers.get('cookie') ?? '', 'XSRF-TOKEN')
        if (cookie !== null && request.headers.get('x-xsrf-token') !== cookie) throw csrfMismatch()
      }

      const input = await readInput(route, request, url, params)
      const extras: AnswerExtras = { cookies: [] }
      const ctx = await contextFromRequest(request, deps, extras)
      const output = await callProcedure(createCaller(ctx), route.name, input)
      const headers = new Headers({ 'Content-Type': 'application/json' })
      for (const cookie of extras.cookies) headers.append('Set-Cookie', cookie)
      const status = extras.status ?? route.operation.status ?? 200
      if (status === 204) {
        headers.delete('Content-Type')
        return new Response(null, { status, headers })
      }
      const body = route.operation.list ? snakeKeys(output) : { data: snakeKeys(output) }
      return new Response(JSON.stringify(body), { status, headers })
    } catch (error) {
      return errorResponse(error)
    }
  }
}

async function serveUpload(deps: ApiDeps, key: string): Promise<Response> {
  if (!/^[\w-]+\/\d+(-[\w-]{16})?\.(png|jpg|webp|gif|svg)$/.test(key)) throw notFound()
  const file = await deps.files.get(key)
  if (!file) throw notFound()
  return new Response(file.bytes as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
