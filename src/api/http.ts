import type { z } from 'zod'
import type { OperationName, Operations } from './contract'
import { carrierOf, type Route } from './contract/plain/carrier'
import { routes } from './routes.gen'
import { ApiError } from './api-error'
import { shapeForScreens } from './visitor-shapes'
import { camelKeys, encodeQuery, pathToCamel, readCookie, scalar, snakeKeys } from './wire'

export interface HttpConfig {
  /** `VITE_API_BASE`, e.g. `/api` or `https://api.example.com`. */
  baseUrl: string
  /** The hub every call of this config is for (`X-App-Key`); none for calls outside a hub. */
  appKey: string | null
  token: () => string | null
  /** SPEC 9: no timeout by default. */
  timeoutMs?: number
  fetch?: typeof fetch
  /** Where the XSRF-TOKEN cookie is read from; `document.cookie` in the browser. */
  cookies?: () => string
  /** Hears of answers the hub's screens cannot use as they are (see visitor-shapes.ts); the app reports them. */
  report?: (reason: unknown) => void
}

type OperationInput<K extends OperationName> = z.input<Operations[K]['input']>
export type OperationOutput<K extends OperationName> = z.output<Operations[K]['output']>

const MUTATING = new Set(['POST', 'PUT', 'DELETE'])

/** Turns an operation and its (camelCase) input into the REST request of the contract. */
export function buildRequest(operation: Route, input: unknown, config: HttpConfig): Request {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown> | undefined) }
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(scalar(value))
  })
  const headers = new Headers({ Accept: 'application/json' })
  if (config.appKey) headers.set('X-App-Key', config.appKey)
  const token = config.token()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (MUTATING.has(operation.method)) {
    const xsrf = readCookie(config.cookies?.() ?? '', 'XSRF-TOKEN')
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf)
  }

  let url = `${config.baseUrl.replace(/\/$/, '')}${path}`
  let body: BodyInit | undefined
  const carrier = carrierOf(operation)
  switch (carrier.kind) {
    case 'query': {
      const query = encodeQuery(rest).toString()
      if (query) url += `?${query}`
      break
    }
    case 'json':
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(snakeKeys(rest))
      break
    case 'jsonArray': {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(rest[carrier.key] ?? [])
      const query = encodeQuery({ ...rest, [carrier.key]: undefined }).toString()
      if (query) url += `?${query}`
      break
    }
    case 'multipart': {
      const form = new FormData()
      for (const [key, value] of Object.entries(snakeKeys(rest) as Record<string, unknown>)) {
        if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'upload')
        else if (value !== undefined && value !== null) form.append(key, scalar(value))
      }
      body = form
      break
    }
    case 'initData':
      headers.set('Authorization', `tma ${scalar(rest.initData)}`)
      break
  }
  return new Request(url, { method: operation.method, headers, body, credentials: 'include' })
}

interface ErrorBody {
  message?: unknown
  errors?: unknown
  code?: unknown
  params?: unknown
  current?: unknown
}

/** Turns the contract's response into the operation's output, or throws an ApiError. */
export async function readResponse(operation: Route, response: Response): Promise<unknown> {
  const text = await response.text()
  let body: unknown = null
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      throw new ApiError(
        response.ok ? 'bad-response' : kindOf(response.status),
        response.ok ? 'The server answered with something that is not JSON.' : `Request failed (${String(response.status)}).`,
        { status: response.status },
      )
    }
  }
  if (!response.ok) {
    const error = (body ?? {}) as ErrorBody
    const fieldErrors: Record<string, string[]> = {}
    if (error.errors && typeof error.errors === 'object') {
      for (const [path, list] of Object.entries(error.errors as Record<string, unknown>)) {
        fieldErrors[pathToCamel(path)] = Array.isArray(list) ? list.map(String) : [String(list)]
      }
    }
    const message = typeof error.message === 'string' ? error.message : `Request failed (${String(response.status)}).`
    throw new ApiError(kindOf(response.status), message, {
      status: response.status,
      fieldErrors,
      code: typeof error.code === 'string' ? error.code : null,
      params: typeof error.params === 'object' && error.params !== null ? (camelKeys(error.params) as Record<string, unknown>) : null,
      current: camelKeys(error.current),
    })
  }
  if (operation.status === 204 || response.status === 204) return null
  const data = camelKeys(body) as { data?: unknown } | null
  if (typeof data !== 'object' || data === null || !('data' in data)) {
    throw new ApiError('bad-response', 'The server answered without a data envelope.', { status: response.status })
  }
  return operation.list ? data : data.data
}

function kindOf(status: number) {
  return status >= 400 && status < 500 ? 'bad-request' : 'bad-response'
}

/** One call of the contract: build, send, read. Transport failures become ApiErrors too. */
export async function callOperation<K extends OperationName>(
  name: K,
  input: OperationInput<K>,
  config: HttpConfig,
  signal?: AbortSignal,
): Promise<OperationOutput<K>> {
  const operation = routes[name]
  const timeout = config.timeoutMs ? AbortSignal.timeout(config.timeoutMs) : undefined
  const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined)
  const request = buildRequest(operation, input, config)
  let response: Response
  try {
    response = await (config.fetch ?? fetch)(request, { signal: signals.length ? AbortSignal.any(signals) : undefined })
  } catch (error) {
    if (timeout?.aborted) throw new ApiError('timeout', 'The server took too long to answer.')
    if (signal?.aborted) throw new ApiError('canceled', 'The request was canceled.')
    throw new ApiError('network', error instanceof Error ? `Network error: ${error.message}` : 'Network error.')
  }
  const data = await readResponse(operation, response)
  return shapeForScreens(name, data, (message) => config.report?.(message)) as OperationOutput<K>
}
