import { describe, expect, it } from 'vitest'
import { call, type Target } from '../client'
import { adminResources, type Payload, type Resource } from './resources'
import { adminSession } from './admin-session'

/**
 * Edit conflicts: every admin record carries `version` (1 on create, raised by each write); an
 * update or order call naming another version than the stored one is refused with 409
 * `edit_conflict`, the stored record as `current`, and nothing changed. Without a version the
 * write is accepted, as older clients expect.
 */
export function versionCases(target: () => Target) {
  const admin = adminSession(target, { withRefs: true })
  const resources = adminResources()

  const read = async (path: string) => (await call(target(), 'GET', path, { token: admin.token })).body.data as Payload

  describe.each(Object.entries(resources))('versions: %s', (_, resource: Resource) => {
    it('starts at 1, is raised by each update, and a stale version is refused with 409 edit_conflict and the stored record', async () => {
      const t = target()
      const created = await call(t, 'POST', resource.path, { token: admin.token, body: resource.create(admin.refs) })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect(created.body.data.version).toBe(1)
      const one = `${resource.path}/${String(created.body.data.id)}`
      expect((await read(one)).version).toBe(1)

      const first = await call(t, 'PUT', one, { token: admin.token, body: { ...resource.create(admin.refs), version: 1 } })
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect(first.body.data.version).toBe(2)
      const listed = await call(t, 'GET', `${resource.path}?pagination[limit]=1000`, { token: admin.token })
      expect(listed.body.data.find((item: { id: number }) => item.id === created.body.data.id).version).toBe(2)

      // A second admin still holds version 1: refused, and the record is as the first admin left it.
      const stale = await call(t, 'PUT', one, { token: admin.token, body: { ...resource.update(admin.refs), version: 1 } })
      expect(stale.status, JSON.stringify(stale.body)).toBe(409)
      expect(stale.body).toMatchObject({ message: expect.any(String), code: 'edit_conflict', params: { version: 2 } })
      // Who wrote the stored version, and when: the form can say who changed it.
      expect(stale.body.params.changed_by).toMatchObject({ user_id: 1, user_name: expect.any(String), at: expect.any(String) })
      expect(stale.body.current).toEqual(await read(one))
      expect((await read(one)).version).toBe(2)

      // Without a version the update is accepted, as before versions existed.
      const blind = await call(t, 'PUT', one, { token: admin.token, body: resource.update(admin.refs) })
      expect(blind.status, JSON.stringify(blind.body)).toBe(200)
      expect(blind.body.data[resource.check[0]]).toEqual(resource.check[1])
      expect(blind.body.data.version).toBe(3)

      // "Keep mine": the same edit sent again with the stored version wins.
      const kept = await call(t, 'PUT', one, { token: admin.token, body: { ...resource.create(admin.refs), version: 3 } })
      expect(kept.status, JSON.stringify(kept.body)).toBe(200)
      expect(kept.body.data.version).toBe(4)
      await call(t, 'DELETE', one, { token: admin.token })
    })
  })

  describe('order calls', () => {
    it.each([
      {
        name: 'the root category order',
        list: '/admin/categories?filter[root]=1',
        order: '/admin/categories/order',
        key: 'categories_order',
      },
      { name: 'the banner order', list: '/admin/banners', order: '/admin/banners/order', key: 'banners_order' },
    ])('$name: meta.order_version is raised by each order call; a stale one is 409 edit_conflict with the current order', async (lists) => {
      const t = target()
      const list = async () =>
        (await call(t, 'GET', `${lists.list}${lists.list.includes('?') ? '&' : '?'}pagination[limit]=1000`, { token: admin.token })).body
      const order = (ids: number[], orderVersion?: number) =>
        call(t, 'POST', lists.order, {
          token: admin.token,
          body: { [lists.key]: ids, ...(orderVersion !== undefined && { order_version: orderVersion }) },
        })
      const before = await list()
      const ids = (before.data as { id: number }[]).map((c) => c.id)
      const version = before.meta.order_version as number
      expect(version).toEqual(expect.any(Number))

      const reversed = [...ids].reverse()
      const ordered = await order(reversed, version)
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
      expect(ordered.body.data.every((c: { version: number }) => Number.isInteger(c.version))).toBe(true)
      expect((await list()).meta.order_version).toBe(version + 1)

      const stale = await order(ids, version)
      expect(stale.status, JSON.stringify(stale.body)).toBe(409)
      expect(stale.body).toMatchObject({ code: 'edit_conflict', params: { version: version + 1 } })
      expect(stale.body.current.map((c: { id: number }) => c.id)).toEqual(reversed)
      expect((await list()).data.map((c: { id: number }) => c.id)).toEqual(reversed)

      // Without order_version: accepted as today.
      const blind = await order(ids)
      expect(blind.status, JSON.stringify(blind.body)).toBe(200)
      expect((await list()).meta.order_version).toBe(version + 2)
    })

    it("a category's items order (?version=): raises the category's version; a stale one is 409 edit_conflict with the category", async () => {
      const t = target()
      const second = (await call(t, 'POST', '/admin/materials', { token: admin.token, body: { title: 'Второй' } })).body.data.id as number
      const created = await call(t, 'POST', '/admin/categories', {
        token: admin.token,
        body: { title: 'Порядок версий', road_type: 'material', display_type: 'no_bg', material_ids: [admin.refs.materialId, second] },
      })
      const id = created.body.data.id as number
      const order = (ids: number[], version?: number) =>
        call(t, 'POST', `/admin/categories/${String(id)}/materials/order${version === undefined ? '' : `?version=${String(version)}`}`, {
          token: admin.token,
          body: ids,
        })

      const ordered = await order([second, admin.refs.materialId], 1)
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
      expect(ordered.body.data).toMatchObject({ version: 2, material_ids: [second, admin.refs.materialId] })

      const stale = await order([admin.refs.materialId, second], 1)
      expect(stale.status, JSON.stringify(stale.body)).toBe(409)
      expect(stale.body).toMatchObject({
        code: 'edit_conflict',
        params: { version: 2 },
        current: { id, version: 2, material_ids: [second, admin.refs.materialId] },
      })
      expect((await read(`/admin/categories/${String(id)}`)).material_ids).toEqual([second, admin.refs.materialId])

      // An update made on the version before the order is refused too: the order was a write to the category.
      const update = await call(t, 'PUT', `/admin/categories/${String(id)}`, {
        token: admin.token,
        body: {
          title: 'Порядок версий',
          road_type: 'material',
          display_type: 'no_bg',
          material_ids: [admin.refs.materialId, second],
          version: 1,
        },
      })
      expect(update.status).toBe(409)
      const blind = await order([admin.refs.materialId, second])
      expect(blind.status).toBe(200)
      expect(blind.body.data.version).toBe(3)
      expect((await order([second, admin.refs.materialId], 0)).status).toBe(422)
    })
  })
}
