import { beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, tinyPng, uploadForm, type Target } from '../client'

export function filesCases(target: () => Target) {
  let admin = ''
  beforeAll(async () => {
    admin = await signIn(target(), 1)
  })
  const upload = (form: FormData, token = admin) => call(target(), 'POST', '/files', { token, rawBody: form })

  describe('uploads', () => {
    it('stores a PNG, answers 201 with id/url/original_name/type, and serves it back', async () => {
      const answer = await upload(uploadForm(tinyPng, 'logo.png', 'image', 'image/png'))
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      expect(answer.body.data).toMatchObject({ id: expect.any(Number), url: expect.any(String), original_name: 'logo.png', type: 'image' })
      const base = new URL(target().baseUrl)
      const served = await fetch(new URL(answer.body.data.url, base.origin))
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(tinyPng)
    })

    it('judges a file by its bytes, not its name or declared type (415)', async () => {
      const answer = await upload(uploadForm('<html>hi</html>', 'fake.png', 'image', 'image/png'))
      expect(answer.status).toBe(415)
      expect(answer.body.errors.file).toBeDefined()
    })

    it('accepts a clean SVG icon and refuses scripts, handlers and external references', async () => {
      const clean = await upload(
        uploadForm('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>', 'dot.svg', 'icon'),
      )
      expect(clean.status, JSON.stringify(clean.body)).toBe(201)
      for (const svg of [
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
      ]) {
        expect((await upload(uploadForm(svg, 'bad.svg', 'icon'))).status).toBe(422)
      }
      expect((await upload(uploadForm('<svg xmlns="http://www.w3.org/2000/svg"/>', 'img.svg', 'image'))).status).toBe(415)
    })

    it('refuses more than 5 MB with 413 and a missing file with 422', async () => {
      const big = new Uint8Array(5 * 1024 * 1024 + 10)
      big.set(tinyPng)
      expect((await upload(uploadForm(big, 'big.png', 'image'))).status).toBe(413)
      const form = new FormData()
      form.append('type', 'image')
      const missing = await upload(form)
      expect(missing.status).toBe(422)
      expect(missing.body.errors.file).toBeDefined()
    })

    it('refuses visitors and lists/deletes icons for admins', async () => {
      const visitor = await signIn(target(), 2)
      expect((await upload(uploadForm(tinyPng, 'x.png', 'icon'), visitor)).status).toBe(403)
      const icon = await upload(uploadForm(tinyPng, 'icon.png', 'icon'))
      const icons = await call(target(), 'GET', '/admin/files?filter[type]=icon', { token: admin })
      expect(icons.body.data.every((f: { type: string }) => f.type === 'icon')).toBe(true)
      expect(icons.body.data.some((f: { id: number }) => f.id === icon.body.data.id)).toBe(true)
      expect((await call(target(), 'DELETE', `/admin/files/${String(icon.body.data.id)}`, { token: admin })).status).toBe(204)
    })
  })

  describe('frontend logs', () => {
    it('accepts a log with or without a token, refuses more than 8 KB, lists newest first for admins', async () => {
      const t = target()
      expect((await call(t, 'POST', '/frontend-logs', { body: { type: 'error', log: 'first' } })).status).toBe(201)
      expect((await call(t, 'POST', '/frontend-logs', { token: admin, body: { type: 'error', log: 'second' } })).status).toBe(201)
      expect((await call(t, 'POST', '/frontend-logs', { body: { type: 'error', log: 'x'.repeat(9000) } })).status).toBe(422)
      expect((await call(t, 'POST', '/frontend-logs', { body: { type: 'info', log: 'x' } })).status).toBe(422)
      expect((await call(t, 'POST', '/frontend-logs', { appKey: null, body: { type: 'error', log: 'x' } })).status).toBe(400)
      const list = await call(t, 'GET', '/frontend-logs?pagination[limit]=2', { token: admin })
      expect(list.body.data.map((l: { log: string }) => l.log)).toEqual(['second', 'first'])
    })

    it('lists filtered by type and by text in the log', async () => {
      const t = target()
      const marker = `needle-${String(Date.now())}`
      await call(t, 'POST', '/frontend-logs', { body: { type: 'error', log: `TypeError: ${marker} is undefined` } })
      await call(t, 'POST', '/frontend-logs', { body: { type: 'error', log: 'RangeError: other' } })
      const found = await call(t, 'GET', `/frontend-logs?filter[search]=${marker.toUpperCase()}&filter[type]=error`, { token: admin })
      expect(found.status).toBe(200)
      expect(found.body.data.map((l: { log: string }) => l.log)).toEqual([`TypeError: ${marker} is undefined`])
      expect(found.body.meta.total).toBe(1)
      expect((await call(t, 'GET', '/frontend-logs?filter[type]=info', { token: admin })).status).toBe(422)
    })
  })
}
