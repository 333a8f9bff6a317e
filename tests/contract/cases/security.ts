import { beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'

export function securityCases(target: () => Target) {
  let demoAdmin = ''
  let clubAdmin = ''
  beforeAll(async () => {
    demoAdmin = await signIn(target(), 1, 'demo')
    clubAdmin = await signIn(target(), 1, 'club')
  })

  describe('app-key isolation', () => {
    it('a record of one app key cannot be read, changed or deleted through another', async () => {
      const t = target()
      const created = await call(t, 'POST', '/admin/materials', { token: demoAdmin, body: { title: 'Только demo' } })
      const id = String(created.body.data.id)
      expect((await call(t, 'GET', `/admin/materials/${id}`, { appKey: 'club', token: clubAdmin })).status).toBe(404)
      expect((await call(t, 'PUT', `/admin/materials/${id}`, { appKey: 'club', token: clubAdmin, body: { title: 'Взлом' } })).status).toBe(
        404,
      )
      expect((await call(t, 'DELETE', `/admin/materials/${id}`, { appKey: 'club', token: clubAdmin })).status).toBe(404)
      const list = await call(t, 'GET', '/admin/materials?pagination[limit]=1000', { appKey: 'club', token: clubAdmin })
      expect(list.body.data.some((m: { title: string }) => m.title === 'Только demo')).toBe(false)
      expect((await call(t, 'GET', `/admin/materials/${id}`, { token: demoAdmin })).body.data.title).toBe('Только demo')
    })

    it("cannot reference another app key's records", async () => {
      const t = target()
      const demoMaterial = await call(t, 'POST', '/admin/materials', { token: demoAdmin, body: { title: 'demo' } })
      const answer = await call(t, 'POST', '/admin/categories', {
        appKey: 'club',
        token: clubAdmin,
        body: { title: 'Чужое', road_type: 'material', display_type: 'no_bg', material_ids: [demoMaterial.body.data.id] },
      })
      expect(answer.status).toBe(422)
    })
  })

  describe('XSRF double submit', () => {
    it('answers 419 when the cookie is sent without the matching header', async () => {
      const t = target()
      const body = { title: 'CSRF' }
      const missing = await call(t, 'POST', '/admin/materials', { token: demoAdmin, body, headers: { Cookie: 'XSRF-TOKEN=abc' } })
      expect(missing.status).toBe(419)
      expect(missing.body).toEqual({ message: 'CSRF token mismatch.' })
      const wrong = await call(t, 'POST', '/admin/materials', {
        token: demoAdmin,
        body,
        headers: { Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'xyz' },
      })
      expect(wrong.status).toBe(419)
      const right = await call(t, 'POST', '/admin/materials', {
        token: demoAdmin,
        body,
        headers: { Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abc' },
      })
      expect(right.status).toBe(201)
      expect((await call(t, 'GET', '/admin/materials', { token: demoAdmin, headers: { Cookie: 'XSRF-TOKEN=abc' } })).status).toBe(200)
    })
  })

  describe('admins', () => {
    it('a user added as an access user becomes an admin at once, and loses it when removed', async () => {
      const t = target()
      const visitor = await signIn(t, 2)
      expect((await call(t, 'GET', '/admin/materials', { token: visitor })).status).toBe(403)
      const added = await call(t, 'POST', '/admin/admins', { token: demoAdmin, body: { telegram_id: 2, name: 'Иван' } })
      expect(added.status).toBe(201)
      expect((await call(t, 'GET', '/admin/materials', { token: visitor })).status).toBe(200)
      expect((await call(t, 'DELETE', `/admin/admins/${String(added.body.data.id)}`, { token: demoAdmin })).status).toBe(204)
      expect((await call(t, 'GET', '/admin/materials', { token: visitor })).status).toBe(403)
    })

    it('an admin cannot remove their own access, nor change their own messenger id; the last admin stays (409/422 with the reason)', async () => {
      const t = target()
      const own = await call(t, 'GET', '/admin/admins?filter[telegram_id]=1', { token: demoAdmin })
      const ownId = String(own.body.data[0].id)
      const other = await call(t, 'POST', '/admin/admins', {
        token: demoAdmin,
        body: { telegram_id: 777001, name: 'Второй', username: 'second_admin' },
      })
      expect(other.status).toBe(201)
      for (const text of ['второй', 'SECOND_', '77700']) {
        const found = await call(t, 'GET', `/admin/admins?filter[search]=${encodeURIComponent(text)}`, { token: demoAdmin })
        expect(found.body.data.map((a: { id: number }) => a.id)).toEqual([other.body.data.id])
      }
      const self = await call(t, 'DELETE', `/admin/admins/${ownId}`, { token: demoAdmin })
      expect(self.status).toBe(409)
      expect(self.body).toMatchObject({ message: 'You cannot remove your own access.', code: 'own_access' })
      const renamed = await call(t, 'PUT', `/admin/admins/${ownId}`, { token: demoAdmin, body: { telegram_id: 777002, name: 'Анна' } })
      expect(renamed.status).toBe(422)
      expect(renamed.body.errors.telegram_id).toEqual(['You cannot change your own messenger id: you would lose access.'])
      expect((await call(t, 'PUT', `/admin/admins/${ownId}`, { token: demoAdmin, body: { telegram_id: 1, name: 'Анна С.' } })).status).toBe(
        200,
      )
      expect((await call(t, 'DELETE', `/admin/admins/${String(other.body.data.id)}`, { token: demoAdmin })).status).toBe(204)

      const clubOwn = await call(t, 'GET', '/admin/admins', { appKey: 'club', token: clubAdmin })
      expect(clubOwn.body.data).toHaveLength(1)
      const last = await call(t, 'DELETE', `/admin/admins/${String(clubOwn.body.data[0].id)}`, { appKey: 'club', token: clubAdmin })
      expect(last.status).toBe(409)
      expect(last.body).toMatchObject({ message: 'The last admin cannot be deleted.', code: 'last_admin' })
    })
  })
}
