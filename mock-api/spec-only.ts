import { fieldChanges } from './openapi/fields'
import { operationAt } from './rest'

/**
 * A backend built from SPEC.md section 7 alone, made of the mock API: every call beyond it (an
 * operation whose `origin` is an extension) answers 404, and every field beyond it (mock-api/openapi/
 * fields.ts) is dropped from requests, filters and answers, as such a backend ignores what it does not
 * know. Tests and stories run the SPA against it (`createMockApi({ specOnly: true })`) to prove it
 * keeps working: features beyond SPEC 7 hide themselves and say why.
 */

/** Fields of records beyond SPEC 7, as on the wire (`visible_from`, `version`...). */
const extraFields = new Set(fieldChanges.flatMap((change) => (change.schemas && change.field !== null ? [change.field] : [])))

/** Query filters beyond SPEC 7 per operation: `filter[schedule]` of the lists... */
const extraFilters = new Map<string, string[]>()
for (const change of fieldChanges) {
  for (const name of change.filterOf ?? []) extraFilters.set(name, [...(extraFilters.get(name) ?? []), `filter[${String(change.field)}]`])
}

/** `value` without the fields beyond SPEC 7, at any depth. */
function withoutExtraFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExtraFields)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (extraFields.has(key) ? [] : [[key, withoutExtraFields(item)]])))
}

const isJson = (headers: Headers) => headers.get('content-type')?.includes('application/json') ?? false

async function strippedRequest(request: Request, url: URL, operation: string): Promise<Request> {
  for (const filter of extraFilters.get(operation) ?? []) url.searchParams.delete(filter)
  if (!isJson(request.headers) || request.method === 'GET' || request.method === 'HEAD') return new Request(url, request)
  const text = await request.text()
  let body = text
  try {
    body = JSON.stringify(withoutExtraFields(JSON.parse(text)))
  } catch {
    // Not JSON after all: the API answers it as it would.
  }
  return new Request(url, { method: request.method, headers: request.headers, body })
}

async function strippedResponse(response: Response): Promise<Response> {
  if (!isJson(response.headers)) return response
  const body = JSON.stringify(withoutExtraFields(await response.json()))
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}

/** `handle` (the REST adapter at `basePath`) as a backend of SPEC 7 alone would answer. */
export function specOnly(handle: (request: Request) => Promise<Response | null>, basePath: string) {
  return async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith(`${basePath}/`)) return handle(request)
    const found = operationAt(request.method, url.pathname.slice(basePath.length))
    if (!found) return handle(request)
    if (found.operation.origin !== 'spec') {
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404, headers: { 'Content-Type': 'application/json' } })
    }
    const answer = await handle(await strippedRequest(request, url, found.name))
    return answer && strippedResponse(answer)
  }
}
