import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { signInitData } from '@mock-api/auth'
import { call, signIn, type Target } from '../client'

export function robustnessCases(target: () => Target) {
  let admin = ''
  beforeAll(async () => {
    admin = await signIn(target(), 1)
  })

  describe('bad input never breaks the server', () => {
    it('answers 400 for malformed JSON and an unparsable query', async () => {
      const t = target()
      const malformed = await call(t, 'POST', '/admin/materials', {
        token: admin,
        rawBody: '{"title": ',
        headers: { 'Content-Type': 'application/json' },
      })
      expect(malformed.status).toBe(400)
      expect(malformed.body.message).toEqual(expect.any(String))
      expect((await call(t, 'GET', '/categories?filter[root]x=1')).status).toBe(400)
    })

    it.each([
      ['an array body', [1, 2]],
      ['a string body', 'title'],
      ['null', null],
      ['wrong types everywhere', { title: ['a'], is_active: 'yes', display_type: 'huge', links: 'x', image_id: 'abc' }],
      ['a deep link object', { title: 'a', links: [{ link_type: 'weird', external_url: { a: 1 } }] }],
    ])('answers 4xx (never 5xx) for %s', async (_, body) => {
      const answer = await call(target(), 'POST', '/admin/materials', { token: admin, body })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+|stack/i)
    })

    it('answers 404 for unknown paths and 405 for a wrong method', async () => {
      expect((await call(target(), 'GET', '/nothing-here')).status).toBe(404)
      expect((await call(target(), 'PATCH', '/categories')).status).toBe(405)
    })
  })

  describe('hostile input', () => {
    it.each([
      ['constructor[prototype][polluted]=1'],
      ['toString[polluted]=1'],
      ['filter[__proto__][polluted]=1'],
      ['__proto__[polluted]=1'],
    ])('does not let %s reach Object.prototype', async (query) => {
      const answer = await call(target(), 'GET', `/categories?${query}`)
      expect(answer.status).toBeLessThan(500)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect((Object.prototype.toString as unknown as Record<string, unknown>).polluted).toBeUndefined()
    })

    it('answers 404 for a malformed percent-encoding in a path id', async () => {
      expect((await call(target(), 'GET', '/categories/%E0%A4%A')).status).toBe(404)
    })

    it('answers 419 (not 500) for an XSRF cookie that is not valid percent-encoding', async () => {
      const answer = await call(target(), 'POST', '/admin/materials', {
        token: admin,
        body: { title: 'x' },
        headers: { Cookie: 'XSRF-TOKEN=%E0%A4%A' },
      })
      expect(answer.status).toBe(419)
    })

    it('answers 400 for JSON nested thousands deep', async () => {
      const rawBody = `{"title":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`
      const answer = await call(target(), 'POST', '/admin/materials', {
        token: admin,
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(answer.status).toBe(400)
    })

    it.each([
      ['a language_code that is not a string', { id: 7, first_name: 'A', language_code: { a: 1 } }],
      ['a username that is a number', { id: 7, first_name: 'A', username: 5 }],
      ['a negative id', { id: -5, first_name: 'A' }],
      ['a zero id', { id: 0, first_name: 'A' }],
    ])('answers 401 for launch data with %s', async (_, user) => {
      const initData = await signInitData(
        { user: JSON.stringify(user), auth_date: String(Math.floor(Date.now() / 1000)) },
        target().botToken,
      )
      const answer = await call(target(), 'POST', '/auth', { headers: { Authorization: `tma ${initData}` } })
      expect(answer.status).toBe(401)
    })
  })

  describe('writes', () => {
    it('loses none of 100 concurrent writes', async () => {
      const t = target()
      const before = await call(t, 'GET', '/admin/materials?pagination[limit]=1', { token: admin })
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          call(t, 'POST', '/admin/materials', { token: admin, body: { title: `Параллельно ${String(i)}` } }),
        ),
      )
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201))
      expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(100)
      const after = await call(t, 'GET', '/admin/materials?pagination[limit]=1', { token: admin })
      expect(after.body.meta.total).toBe(before.body.meta.total + 100)
    })

    it('keeps data across a restart, in a valid JSON file (server only)', async (ctx) => {
      const t = target()
      if (!t.restart) ctx.skip()
      const created = await call(t, 'POST', '/admin/materials', { token: admin, body: { title: 'Переживёт перезапуск' } })
      await t.restart?.()
      const read = await call(t, 'GET', `/admin/materials/${String(created.body.data.id)}`, { token: await signIn(t, 1) })
      expect(read.body.data.title).toBe('Переживёт перезапуск')
      const file = await readFile(t.dataFile?.() ?? '', 'utf8')
      expect(() => JSON.parse(file) as unknown).not.toThrow()
    })
  })

  describe('OpenAPI', () => {
    it('publishes an OpenAPI 3.1 document generated from the operations table', async () => {
      const doc = await call(target(), 'GET', '/openapi.json')
      expect(doc.status).toBe(200)
      expect(doc.body.openapi).toBe('3.1.0')
      expect(Object.keys(doc.body.paths)).toEqual(
        expect.arrayContaining(['/auth', '/categories/{id}', '/admin/categories/{id}/{name}/order', '/files', '/frontend-logs']),
      )
    })
  })
}
