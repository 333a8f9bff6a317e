import { describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'
import { adminResources, type Payload, type Resource } from './resources'
import { adminSession } from './admin-session'

export function adminCrudCases(target: () => Target) {
  const admin = adminSession(target, { withRefs: true })
  const resources = adminResources()

  describe.each(Object.entries(resources))('admin CRUD: %s', (_, resource: Resource) => {
    it('creates (201), reads, lists, replaces (200) and deletes (204)', async () => {
      const t = target()
      const created = await call(t, 'POST', resource.path, { token: admin.token, body: resource.create(admin.refs) })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const id = created.body.data.id as number
      expect(id).toBeGreaterThan(0)

      const read = await call(t, 'GET', `${resource.path}/${String(id)}`, { token: admin.token })
      expect(read.status).toBe(200)
      expect(read.body.data.id).toBe(id)

      const list = await call(t, 'GET', `${resource.path}?pagination[limit]=1000`, { token: admin.token })
      expect(list.status).toBe(200)
      expect(list.body.data.some((item: { id: number }) => item.id === id)).toBe(true)
      expect(list.body.meta.total).toBeGreaterThanOrEqual(list.body.data.length)

      const updated = await call(t, 'PUT', `${resource.path}/${String(id)}`, { token: admin.token, body: resource.update(admin.refs) })
      expect(updated.status, JSON.stringify(updated.body)).toBe(200)
      expect(updated.body.data[resource.check[0]]).toEqual(resource.check[1])

      const removed = await call(t, 'DELETE', `${resource.path}/${String(id)}`, { token: admin.token })
      expect(removed.status).toBe(204)
      expect(removed.body).toBeNull()
      expect((await call(t, 'GET', `${resource.path}/${String(id)}`, { token: admin.token })).status).toBe(404)
      expect((await call(t, 'DELETE', `${resource.path}/${String(id)}`, { token: admin.token })).status).toBe(404)
    })
  })

  describe('admin access', () => {
    it.each(Object.values(resources).map((r) => r.path))('%s refuses visitors (403) and anonymous callers (401)', async (path) => {
      const t = target()
      const visitor = await signIn(t, 2)
      expect((await call(t, 'GET', path, { token: visitor })).status).toBe(403)
      expect((await call(t, 'POST', path, { token: visitor, body: {} })).status).toBe(403)
      expect((await call(t, 'GET', path)).status).toBe(401)
    })

    it('GET /frontend-logs is for admins only', async () => {
      const t = target()
      expect((await call(t, 'GET', '/frontend-logs', { token: await signIn(t, 2) })).status).toBe(403)
      expect((await call(t, 'GET', '/frontend-logs', { token: admin.token })).status).toBe(200)
    })
  })

  describe('banner order call', () => {
    it('POST /admin/banners/order orders the banners for the admin and Home; anything but exactly them is 422', async () => {
      const t = target()
      const ids = async () =>
        ((await call(t, 'GET', '/admin/banners?pagination[limit]=1000', { token: admin.token })).body.data as { id: number }[]).map(
          (b) => b.id,
        )
      const before = await ids()
      const reversed = [...before].reverse()
      const ordered = await call(t, 'POST', '/admin/banners/order', { token: admin.token, body: { banners_order: reversed } })
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
      expect(ordered.body.data.map((b: { id: number }) => b.id)).toEqual(reversed)
      expect(await ids()).toEqual(reversed)
      const home = await call(t, 'GET', '/banners', { token: admin.token })
      const shown = (home.body.data as { id: number }[]).map((b) => b.id)
      expect(shown).toEqual(reversed.filter((id) => shown.includes(id)))
      const partial = await call(t, 'POST', '/admin/banners/order', { token: admin.token, body: { banners_order: reversed.slice(1) } })
      expect(partial.status).toBe(422)
      expect(partial.body.errors.banners_order).toBeDefined()
      expect((await call(t, 'POST', '/admin/banners/order', { token: await signIn(t, 2), body: { banners_order: before } })).status).toBe(
        403,
      )
      await call(t, 'POST', '/admin/banners/order', { token: admin.token, body: { banners_order: before } })
    })
  })

  describe('what uses a material: filter[material_id]', () => {
    it('the admin category, section and link list lists keep only the records listing the material', async () => {
      const t = target()
      const post = async (path: string, body: Payload) => (await call(t, 'POST', path, { token: admin.token, body })).body.data.id as number
      const used = await post('/admin/materials', { title: 'Используемый' })
      const other = await post('/admin/materials', { title: 'Другой' })
      const category = await post('/admin/categories', {
        title: 'С материалом',
        road_type: 'material',
        display_type: 'no_bg',
        material_ids: [other, used],
      })
      await post('/admin/categories', { title: 'Без него', road_type: 'material', display_type: 'no_bg', material_ids: [other] })
      const section = await post('/admin/sections', { title: 'Секция с ним', road_type: 'material', material_ids: [used, other] })
      await post('/admin/sections', { title: 'Секция без него', road_type: 'material', material_ids: [other] })
      const linkList = await post('/admin/link-lists', { title: 'Список с ним', type: 'materials', material_ids: [other, used] })

      const idsOf = async (path: string) => {
        const list = await call(t, 'GET', `${path}?filter[material_id]=${String(used)}&pagination[limit]=1`, { token: admin.token })
        expect(list.status, JSON.stringify(list.body)).toBe(200)
        return { ids: (list.body.data as { id: number }[]).map((item) => item.id), total: list.body.meta.total as number }
      }
      expect(await idsOf('/admin/categories')).toEqual({ ids: [category], total: 1 })
      expect(await idsOf('/admin/sections')).toEqual({ ids: [section], total: 1 })
      expect(await idsOf('/admin/link-lists')).toEqual({ ids: [linkList], total: 1 })
      expect((await call(t, 'GET', '/admin/sections?filter[material_id]=abc', { token: admin.token })).status).toBe(422)

      // Deleting the material removes it from them; the filter then finds nothing.
      expect((await call(t, 'DELETE', `/admin/materials/${String(used)}`, { token: admin.token })).status).toBe(204)
      expect(await idsOf('/admin/categories')).toEqual({ ids: [], total: 0 })
      expect(await idsOf('/admin/sections')).toEqual({ ids: [], total: 0 })
      expect(await idsOf('/admin/link-lists')).toEqual({ ids: [], total: 0 })
      const kept = await call(t, 'GET', `/admin/categories/${String(category)}`, { token: admin.token })
      expect(kept.body.data.material_ids).toEqual([other])
    })
  })

  describe('popup name filter', () => {
    it('GET /admin/popups?filter[name]= finds popups whose name holds the text, any case; the total counts only them', async () => {
      const t = target()
      const marker = `Поиск-${String(Date.now())}`
      const made = await call(t, 'POST', '/admin/popups', { token: admin.token, body: { name: `${marker} осенний` } })
      await call(t, 'POST', '/admin/popups', { token: admin.token, body: { name: 'Другой попап' } })
      const found = await call(t, 'GET', `/admin/popups?filter[name]=${encodeURIComponent(marker.toUpperCase())}`, { token: admin.token })
      expect(found.status, JSON.stringify(found.body)).toBe(200)
      expect(found.body.data.map((p: { id: number }) => p.id)).toEqual([made.body.data.id])
      expect(found.body.meta.total).toBe(1)
      const none = await call(t, 'GET', `/admin/popups?filter[name]=${encodeURIComponent('нет такого попапа')}`, { token: admin.token })
      expect(none.body).toMatchObject({ data: [], meta: { total: 0 } })
    })
  })

  describe('category order calls', () => {
    it('POST /admin/categories/order orders the root categories; anything but exactly them is 422', async () => {
      const t = target()
      const roots = await call(t, 'GET', '/admin/categories?filter[root]=1&pagination[limit]=1000', { token: admin.token })
      const ids = (roots.body.data as { id: number }[]).map((c) => c.id)
      const reversed = [...ids].reverse()
      const ordered = await call(t, 'POST', '/admin/categories/order', { token: admin.token, body: { categories_order: reversed } })
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
      const after = await call(t, 'GET', '/admin/categories?filter[root]=1&pagination[limit]=1000', { token: admin.token })
      expect(after.body.data.map((c: { id: number }) => c.id)).toEqual(reversed)
      const partial = await call(t, 'POST', '/admin/categories/order', {
        token: admin.token,
        body: { categories_order: reversed.slice(1) },
      })
      expect(partial.status).toBe(422)
      expect(partial.body.errors.categories_order).toBeDefined()
      await call(t, 'POST', '/admin/categories/order', { token: admin.token, body: { categories_order: ids } })
    })

    it("POST /admin/categories/{id}/materials/order takes exactly the category's materials", async () => {
      const t = target()
      const second = await call(t, 'POST', '/admin/materials', { token: admin.token, body: { title: 'Второй' } })
      const category = await call(t, 'POST', '/admin/categories', {
        token: admin.token,
        body: {
          title: 'Порядок',
          road_type: 'material',
          display_type: 'no_bg',
          material_ids: [admin.refs.materialId, second.body.data.id],
        },
      })
      const id = category.body.data.id as number
      const reordered = await call(t, 'POST', `/admin/categories/${String(id)}/materials/order`, {
        token: admin.token,
        body: [second.body.data.id, admin.refs.materialId],
      })
      expect(reordered.status, JSON.stringify(reordered.body)).toBe(200)
      expect(reordered.body.data.material_ids).toEqual([second.body.data.id, admin.refs.materialId])
      const wrong = await call(t, 'POST', `/admin/categories/${String(id)}/materials/order`, {
        token: admin.token,
        body: [admin.refs.materialId],
      })
      expect(wrong.status).toBe(422)
      expect((await call(t, 'POST', `/admin/categories/${String(id)}/bogus/order`, { token: admin.token, body: [] })).status).toBe(404)
      expect((await call(t, 'POST', `/admin/categories/${String(id)}/sections/order`, { token: admin.token, body: {} })).status).toBe(422)
    })
  })
}
