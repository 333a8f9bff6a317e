import { beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'
import { adminResources, createRefs, type Payload, type Refs, type Resource } from './resources'

/**
 * Edit conflicts: every admin record carries `version` (1 on create, raised by each write); an
 * update or order call naming another version than the stored one is refused with 409
 * `edit_conflict`, the stored record as `current`, and nothing changed. Without a version the
 * write is accepted, as older clients expect.
 */
export function versionCases(target: () => Target) {
  let admin = ''
  let refs: Refs
  const resources = adminResources()

  beforeAll(async () => {
    admin = await signIn(target(), 1)
    refs = await createRefs(target(), admin)
  })

  const read = async (path: string) => (await call(target(), 'GET', path, { token: admin })).body.data as Payload

  describe.each(Object.entries(resources))('versions: %s', (_, resource: Resource) => {
    it('starts at 1, is raised by each update, and a stale version is refused with 409 edit_conflict and the stored record', async () => {
      const t = target()
      const created = await call(t, 'POST', resource.path, { token: admin, body: resource.create(refs) })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect(created.body.data.version).toBe(1)
      const one = `${resource.path}/${String(created.body.data.id)}`
      expect((await read(one)).version).toBe(1)

      const first = await call(t, 'PUT', one, { token: admin, body: { ...resource.create(refs), version: 1 } })
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect(first.body.data.version).toBe(2)
      const listed = await call(t, 'GET', `${resource.path}?pagination[limit]=1000`, { token: admin })
      expect(listed.body.data.find((item: { id: number }) => item.id === created.body.data.id).version).toBe(2)

      // A second admin still holds version 1: refused, and the record is as the first admin left it.
      const stale = await call(t, 'PUT', one, { token: admin, body: { ...resource.update(refs), version: 1 } })
      expect(stale.status, JSON.stringify(stale.body)).toBe(409)
      expect(stale.body).toMatchObject({ message: expect.any(String), code: 'edit_conflict', params: { version: 2 } })
      // Who wrote the stored version, and when: the form can say who changed it.
      expect(stale.body.params.changed_by).toMatchObject({ user_id: 1, user_name: expect.any(String), at: expect.any(String) })
      expect(stale.body.current).toEqual(await read(one))
      expect((await read(one)).version).toBe(2)

      // Without a version the update is accepted, as before versions existed.
      const blind = await call(t, 'PUT', one, { token: admin, body: resource.update(refs) })
      expect(blind.status, JSON.stringify(blind.body)).toBe(200)
      expect(blind.body.data[resource.check[0]]).toEqual(resource.check[1])
      expect(blind.body.data.version).toBe(3)

      // "Keep mine": the same edit sent again with the stored version wins.
      const kept = await call(t, 'PUT', one, { token: admin, body: { ...resource.create(refs), version: 3 } })
      expect(kept.status, JSON.stringify(kept.body)).toBe(200)
      expect(kept.body.data.version).toBe(4)
      await call(t, 'DELETE', one, { token: admin })
    })
  })

  describe('order calls', () => {
    it('the root category order: meta.order_version is raised by each order call; a stale one is 409 edit_conflict with the current order', async () => {
      const t = target()
      const list = async () => (await call(t, 'GET', '/admin/categories?filter[root]=1&pagination[limit]=1000', { token: admin })).body
      const before = await list()
      const ids = (before.data as { id: number }[]).map((c) => c.id)
      const version = before.meta.order_version as number
      expect(version).toEqual(expect.any(Number))

      const reversed = [...ids].reverse()
      const ordered = await call(t, 'POST', '/admin/categories/order', {
        token: admin,
        body: { categories_order: reversed, order_version: version },
      })
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
      expect((await list()).meta.order_version).toBe(version + 1)

      const stale = await call(t, 'POST', '/admin/categories/order', {
        token: admin,
        body: { categories_order: ids, order_version: version },
      })
      expect(stale.status, JSON.stringify(stale.body)).toBe(409)
      expect(stale.body).toMatchObject({ code: 'edit_conflict', params: { version: version + 1 } })
      expect(stale.body.current.map((c: { id: number }) => c.id)).toEqual(reversed)
      expect((await list()).data.map((c: { id: number }) => c.id)).toEqual(reversed)

      // Without order_version: accepted as today.
      const blind = await call(t, 'POST', '/admin/categories/order', { token: admin, body: { categories_order: ids } })
      expect(blind.status, JSON.stringify(blind.body)).toBe(200)
      expect((await list()).meta.order_version).toBe(version + 2)
    })

    it('the banner order: the same rule with GET /admin/banners meta.order_version', async () => {
      const t = target()
      const list = async () => (await call(t, 'GET', '/admin/banners?pagination[limit]=1000', { token: admin })).body
      const before = await list()
      const ids = (before.data as { id: number }[]).map((b) => b.id)
      const version = before.meta.order_version as number
      const reversed = [...ids].reverse()
      const ordered = await call(t, 'POST', '/admin/banners/order', {
        token: admin,
        body: { banners_order: reversed, order_version: version },
      })
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
      expect(ordered.body.data.every((b: { version: number }) => Number.isInteger(b.version))).toBe(true)

      const stale = await call(t, 'POST', '/admin/banners/order', { token: admin, body: { banners_order: ids, order_version: version } })
      expect(stale.status, JSON.stringify(stale.body)).toBe(409)
      expect(stale.body).toMatchObject({ code: 'edit_conflict', params: { version: version + 1 } })
      expect(stale.body.current.map((b: { id: number }) => b.id)).toEqual(reversed)
      expect((await list()).data.map((b: { id: number }) => b.id)).toEqual(reversed)
      expect((await call(t, 'POST', '/admin/banners/order', { token: admin, body: { banners_order: ids } })).status).toBe(200)
    })

    it("a category's items order (?version=): raises the category's version; a stale one is 409 edit_conflict with the category", async () => {
      const t = target()
      const second = (await call(t, 'POST', '/admin/materials', { token: admin, body: { title: 'Второй' } })).body.data.id as number
      const created = await call(t, 'POST', '/admin/categories', {
        token: admin,
        body: { title: 'Порядок версий', road_type: 'material', display_type: 'no_bg', material_ids: [refs.materialId, second] },
      })
      const id = created.body.data.id as number
      const order = (ids: number[], version?: number) =>
        call(t, 'POST', `/admin/categories/${String(id)}/materials/order${version === undefined ? '' : `?version=${String(version)}`}`, {
          token: admin,
          body: ids,
        })

      const ordered = await order([second, refs.materialId], 1)
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
      expect(ordered.body.data).toMatchObject({ version: 2, material_ids: [second, refs.materialId] })

      const stale = await order([refs.materialId, second], 1)
      expect(stale.status, JSON.stringify(stale.body)).toBe(409)
      expect(stale.body).toMatchObject({
        code: 'edit_conflict',
        params: { version: 2 },
        current: { id, version: 2, material_ids: [second, refs.materialId] },
      })
      expect((await read(`/admin/categories/${String(id)}`)).material_ids).toEqual([second, refs.materialId])

      // An update made on the version before the order is refused too: the order was a write to the category.
      const update = await call(t, 'PUT', `/admin/categories/${String(id)}`, {
        token: admin,
        body: {
          title: 'Порядок версий',
          road_type: 'material',
          display_type: 'no_bg',
          material_ids: [refs.materialId, second],
          version: 1,
        },
      })
      expect(update.status).toBe(409)
      const blind = await order([refs.materialId, second])
      expect(blind.status).toBe(200)
      expect(blind.body.data.version).toBe(3)
      expect((await order([second, refs.materialId], 0)).status).toBe(422)
    })
  })
}
