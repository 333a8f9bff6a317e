import { createTRPCUntypedClient, TRPCClientError } from '@trpc/client'
import type { AnyRouter } from '@trpc/server'
import { describe, expect, it } from 'vitest'
import { ApiError, apiErrorOf } from '@/api/api-error'
import type { OperationName } from '@/api/contract'
import { buildRequest, callOperation, readResponse, type HttpConfig } from '@/api/http'
import { editConflictOf, refusalOf } from '@/api/refusal'
import { restLink } from '@/api/rest-link'
import { routes } from '@/api/routes.gen'

const op = (name: OperationName) => routes[name]

function config(overrides: Partial<HttpConfig> = {}): HttpConfig {
  return {
    baseUrl: 'https://api.example.com/api/',
    appKey: 'demo',
    token: () => 'tok.en',
    cookies: () => 'theme=dark; XSRF-TOKEN=xsrf%3D1',
    ...overrides,
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('Expected the call to fail')
}

describe('buildRequest: url', () => {
  it('fills path parameters and sends the rest as a bracket query', () => {
    const request = buildRequest(op('categories.get'), { id: 7, include: ['materials', 'sections'] }, config())
    const url = new URL(request.url)
    expect(request.method).toBe('GET')
    expect(url.origin + url.pathname).toBe('https://api.example.com/api/categories/7')
    expect([...url.searchParams]).toEqual([
      ['include[0]', 'materials'],
      ['include[1]', 'sections'],
    ])
    expect(request.body).toBeNull()
  })

  it('encodes filters with booleans as 1/0 and pagination', () => {
    const request = buildRequest(
      op('categories.list'),
      { filter: { root: true, isActive: false }, pagination: { offset: 20, limit: 10 } },
      config(),
    )
    expect([...new URL(request.url).searchParams]).toEqual([
      ['filter[root]', '1'],
      ['filter[is_active]', '0'],
      ['pagination[offset]', '20'],
      ['pagination[limit]', '10'],
    ])
  })

  it('adds no "?" without query parameters and escapes path parameters', () => {
    expect(buildRequest(op('themes.list'), undefined, config()).url).toBe('https://api.example.com/api/themes')
    expect(buildRequest(op('navigations.get'), { appKey: 'a b/c' }, config()).url).toBe('https://api.example.com/api/navigations/a%20b%2Fc')
  })

  it('fills several path parameters', () => {
    const request = buildRequest(op('admin.categories.orderItems'), { id: 3, name: 'sections', ids: [2, 1] }, config())
    expect(new URL(request.url).pathname).toBe('/api/admin/categories/3/sections/order')
  })
})

describe('buildRequest: bodies', () => {
  it('sends JSON bodies in snake_case', async () => {
    const request = buildRequest(op('admin.categories.order'), { categoriesOrder: [3, 1, 2] }, config())
    expect(request.method).toBe('POST')
    expect(request.headers.get('Content-Type')).toBe('application/json')
    expect(await request.json()).toEqual({ categories_order: [3, 1, 2] })
  })

  it('keeps path parameters out of the body of an update', async () => {
    const request = buildRequest(
      op('admin.themes.update'),
      { id: 4, type: 'dark', backgroundColor: '#112233', textColor: '#ffffff' },
      config(),
    )
    expect(request.method).toBe('PUT')
    expect(new URL(request.url).pathname).toBe('/api/admin/themes/4')
    expect(await request.json()).toEqual({ type: 'dark', background_color: '#112233', text_color: '#ffffff' })
  })

  it('sends a bare JSON array for jsonArray operations', async () => {
    const request = buildRequest(op('admin.categories.orderItems'), { id: 3, name: 'materials', ids: [5, 4] }, config())
    expect(await request.json()).toEqual([5, 4])
  })

  it('sends the other keys of a jsonArray operation in the query string', async () => {
    const request = buildRequest(op('admin.categories.orderItems'), { id: 3, name: 'materials', ids: [5, 4], version: 7 }, config())
    expect(new URL(request.url).pathname).toBe('/api/admin/categories/3/materials/order')
    expect(new URL(request.url).search).toBe('?version=7')
    expect(await request.json()).toEqual([5, 4])
  })

  it('sends multipart form data for uploads', async () => {
    const file = new File(['<svg/>'], 'icon.svg', { type: 'image/svg+xml' })
    const request = buildRequest(op('files.upload'), { file, type: 'icon' }, config())
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    const form = await request.formData()
    expect(form.get('type')).toBe('icon')
    const sent = form.get('file') as File
    expect(sent.name).toBe('icon.svg')
    expect(await sent.text()).toBe('<svg/>')
  })

  it('sends init data as "Authorization: tma ..." with no body', () => {
    const request = buildRequest(op('auth'), { initData: 'user=%7B%7D&hash=abc' }, config({ token: () => null }))
    expect(request.method).toBe('POST')
    expect(request.headers.get('Authorization')).toBe('tma user=%7B%7D&hash=abc')
    expect(request.body).toBeNull()
  })
})

describe('buildRequest: headers', () => {
  it('sends the app key, Accept and the bearer token', () => {
    const headers = buildRequest(op('themes.list'), undefined, config()).headers
    expect(headers.get('X-App-Key')).toBe('demo')
    expect(headers.get('Accept')).toBe('application/json')
    expect(headers.get('Authorization')).toBe('Bearer tok.en')
  })

  it('leaves out the app key and token when there are none', () => {
    const headers = buildRequest(op('themes.list'), undefined, config({ appKey: null, token: () => null })).headers
    expect(headers.has('X-App-Key')).toBe(false)
    expect(headers.has('Authorization')).toBe(false)
  })

  it('echoes the XSRF cookie on mutating calls only', () => {
    const xsrf = (name: OperationName, input: unknown) => buildRequest(op(name), input, config()).headers.get('X-XSRF-TOKEN')
    expect(xsrf('admin.themes.create', { type: 'light' })).toBe('xsrf=1')
    expect(xsrf('admin.themes.update', { id: 1 })).toBe('xsrf=1')
    expect(xsrf('admin.themes.delete', { id: 1 })).toBe('xsrf=1')
    expect(xsrf('themes.list', undefined)).toBeNull()
    expect(xsrf('admin.themes.get', { id: 1 })).toBeNull()
  })

  it('sends no XSRF header without the cookie', () => {
    const headers = buildRequest(op('admin.themes.delete'), { id: 1 }, config({ cookies: () => 'other=1' })).headers
    expect(headers.has('X-XSRF-TOKEN')).toBe(false)
    expect(buildRequest(op('admin.themes.delete'), { id: 1 }, config({ cookies: undefined })).headers.has('X-XSRF-TOKEN')).toBe(false)
  })
})

describe('readResponse', () => {
  it('unwraps the data envelope and camelCases keys', async () => {
    const body = { data: { id: 1, type: 'dark', background_color: '#000000', text_color: '#ffffff' } }
    expect(await readResponse(op('admin.themes.get'), json(200, body))).toEqual({
      id: 1,
      type: 'dark',
      backgroundColor: '#000000',
      textColor: '#ffffff',
    })
  })

  it('keeps data and meta of lists', async () => {
    const body = { data: [{ id: 1, is_to_main: true }], meta: { total: 1, offset: 0, limit: 100 } }
    expect(await readResponse(op('buttons.list'), json(200, body))).toEqual({
      data: [{ id: 1, isToMain: true }],
      meta: { total: 1, offset: 0, limit: 100 },
    })
  })

  it('answers null for 204', async () => {
    expect(await readResponse(op('admin.themes.delete'), new Response(null, { status: 204 }))).toBeNull()
  })

  it('maps 4xx to bad-request with the server message and status', async () => {
    const error = await rejection(readResponse(op('admin.themes.get'), json(404, { message: 'Not found.' })))
    expect(error).toMatchObject({ kind: 'bad-request', status: 404, message: 'Not found.', code: null })
  })

  it('maps 422 field errors to camelCase dot paths', async () => {
    const body = {
      message: 'Required (and 1 more error)',
      errors: { title: ['Required'], 'links.0.external_url': ['Invalid url'], single: 'One' },
    }
    const error = await rejection(readResponse(op('admin.themes.create'), json(422, body)))
    expect(error.kind).toBe('bad-request')
    expect(error.status).toBe(422)
    expect(error.fieldErrors).toEqual({ title: ['Required'], 'links.0.externalUrl': ['Invalid url'], single: ['One'] })
  })

  it('keeps a machine-readable error code', async () => {
    const error = await rejection(readResponse(op('categories.list'), json(403, { message: 'Subscribe', code: 'subscription_required' })))
    expect(error).toMatchObject({ kind: 'bad-request', status: 403, code: 'subscription_required' })
  })

  it("keeps a refusal's params and current, camelCased, for refusalOf and editConflictOf to read typed", async () => {
    const body = {
      message: 'Changed since you read it.',
      code: 'edit_conflict',
      params: { version: 3, changed_by: { user_id: 1, user_name: 'Анна', at: '2026-01-01T00:00:00.000Z' } },
      current: { id: 4, background_color: '#112233', version: 3 },
    }
    const error = await rejection(readResponse(op('admin.themes.update'), json(409, body)))
    expect(error).toMatchObject({
      status: 409,
      code: 'edit_conflict',
      params: { version: 3, changedBy: { userId: 1, userName: 'Анна' } },
      current: { id: 4, backgroundColor: '#112233', version: 3 },
    })
    expect(refusalOf(error)).toEqual({
      code: 'edit_conflict',
      params: { version: 3, changedBy: { userId: 1, userName: 'Анна', at: '2026-01-01T00:00:00.000Z' } },
      current: { id: 4, backgroundColor: '#112233', version: 3 },
    })
    const conflict = editConflictOf(new TRPCClientError('wrapped', { cause: error }), 'admin.themes.update')
    expect(conflict?.current.backgroundColor).toBe('#112233')
    expect(conflict?.changedBy?.userName).toBe('Анна')
  })

  it('gives no typed refusal for codes or params this client does not know, nor for other failures', async () => {
    const unknown = await rejection(readResponse(op('admin.themes.update'), json(409, { message: 'New rule.', code: 'from_the_future' })))
    expect(unknown.code).toBe('from_the_future')
    expect(refusalOf(unknown)).toBeNull()
    const malformed = await rejection(
      readResponse(op('admin.themes.update'), json(409, { message: 'x', code: 'edit_conflict', params: {} })),
    )
    expect(refusalOf(malformed)).toBeNull()
    expect(editConflictOf(new Error('network'), 'admin.themes.update')).toBeNull()
    const plain = await rejection(readResponse(op('themes.list'), json(404, { message: 'Not found.' })))
    expect(plain).toMatchObject({ code: null, params: null, current: undefined })
  })

  it('maps 5xx to bad-response', async () => {
    const error = await rejection(readResponse(op('themes.list'), json(500, { message: 'Server error.' })))
    expect(error).toMatchObject({ kind: 'bad-response', status: 500, message: 'Server error.' })
  })

  it('reports a non-JSON success as bad-response', async () => {
    const error = await rejection(readResponse(op('themes.list'), new Response('<html>proxy</html>', { status: 200 })))
    expect(error).toMatchObject({ kind: 'bad-response', status: 200 })
  })

  it('reports non-JSON errors by status', async () => {
    expect(await rejection(readResponse(op('themes.list'), new Response('Bad Gateway', { status: 502 })))).toMatchObject({
      kind: 'bad-response',
      status: 502,
    })
    expect(await rejection(readResponse(op('themes.list'), new Response('Nope', { status: 400 })))).toMatchObject({
      kind: 'bad-request',
      status: 400,
    })
  })

  it('reports a success without the data envelope as bad-response', async () => {
    expect(await rejection(readResponse(op('admin.themes.get'), json(200, { id: 1 })))).toMatchObject({ kind: 'bad-response' })
    expect(await rejection(readResponse(op('admin.themes.get'), json(200, [1])))).toMatchObject({ kind: 'bad-response' })
    expect(await rejection(readResponse(op('admin.themes.get'), new Response('', { status: 200 })))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('callOperation: transport failures', () => {
  const hang: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))
    })

  it('sends the built request and reads the answer', async () => {
    let seen: Request | undefined
    const fetcher: typeof fetch = (input) => {
      seen = input as Request
      return Promise.resolve(
        json(200, {
          data: [{ id: 1, type: 'light', background_color: '#ffffff', text_color: '#000000' }],
          meta: { total: 1, offset: 0, limit: 100 },
        }),
      )
    }
    const result = await callOperation('themes.list', undefined, config({ fetch: fetcher }))
    expect(result.data[0]?.backgroundColor).toBe('#ffffff')
    expect(seen?.url).toBe('https://api.example.com/api/themes')
  })

  it('maps a failed fetch to network', async () => {
    const fetcher: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    const error = await rejection(callOperation('themes.list', undefined, config({ fetch: fetcher })))
    expect(error.kind).toBe('network')
    expect(error.status).toBeNull()
  })

  it('maps the configured timeout to timeout', async () => {
    const error = await rejection(callOperation('themes.list', undefined, config({ fetch: hang, timeoutMs: 20 })))
    expect(error.kind).toBe('timeout')
  })

  it('maps the caller aborting to canceled', async () => {
    const controller = new AbortController()
    const pending = callOperation('themes.list', undefined, config({ fetch: hang }), controller.signal)
    controller.abort()
    expect((await rejection(pending)).kind).toBe('canceled')
  })
})

describe('restLink', () => {
  it('turns a procedure call into the REST call and keeps ApiErrors as the cause', async () => {
    const calls: string[] = []
    const fetcher: typeof fetch = (input) => {
      const request = input as Request
      calls.push(`${request.method} ${new URL(request.url).pathname}`)
      return Promise.resolve(
        request.method === 'GET'
          ? json(200, { data: { id: 2, type: 'dark', background_color: '#111111', text_color: '#eeeeee' } })
          : json(422, { message: 'Required', errors: { text_color: ['Required'] } }),
      )
    }
    const client = createTRPCUntypedClient<AnyRouter>({ links: [restLink(config({ fetch: fetcher }))] })
    expect(await client.query('admin.themes.get', { id: 2 })).toEqual({
      id: 2,
      type: 'dark',
      backgroundColor: '#111111',
      textColor: '#eeeeee',
    })
    const failure = await client.mutation('admin.themes.create', { type: 'dark' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(TRPCClientError)
    expect(apiErrorOf(failure)?.fieldErrors).toEqual({ textColor: ['Required'] })
    await expect(client.query('no.such.operation', {})).rejects.toThrow(/No REST operation/)
    expect(calls).toEqual(['GET /api/admin/themes/2', 'POST /api/admin/themes'])
  })
})
