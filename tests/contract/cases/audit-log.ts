import { describe, expect, it } from 'vitest'
import { call, signIn, tinyPng, uploadForm, type Target } from '../client'
import { adminResources, type Payload, type Resource } from './resources'
import { adminSession } from './admin-session'

interface Entry {
  id: number
  at: string
  user_id: number
  user_name: string
  action: string
  resource: string
  record_id: number | null
  before: Payload | null
  after: Payload | null
  related: { resource: string; record_id: number; before: Payload | null; after: Payload | null }[]
  restored_entry_id: number | null
}

/**
 * The audit log: every admin write recorded with who, when, before and after; filters and pages;
 * admins of the hub only. Restore puts back what an entry changed, or refuses with a code and
 * changes nothing.
 */
export function auditLogCases(target: () => Target) {
  const admin = adminSession(target, { withRefs: true })
  const resources = adminResources()

  /** Admin 1's name in the access users now (other cases rename it). */
  const adminName = async () =>
    (await call(target(), 'GET', '/admin/admins?filter[telegram_id]=1', { token: admin.token })).body.data[0].name as string

  const get = async (path: string) => call(target(), 'GET', path, { token: admin.token })
  const post = admin.created
  const history = async (query: string) => {
    const answer = await get(`/admin/audit-log?${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as { data: Entry[]; meta: { total: number; offset: number; limit: number } }
  }
  const historyOf = async (resource: string, id: number) =>
    (await history(`filter[resource]=${resource}&filter[record_id]=${String(id)}`)).data
  const newest = async () => (await history('pagination[limit]=1')).data[0] as Entry
  const restore = (id: number) => call(target(), 'POST', `/admin/audit-log/${String(id)}/restore`, { token: admin.token })

  describe.each(Object.entries(resources))('audit log: %s', (name, resource: Resource) => {
    it('records create, update and delete, newest first, with who, when, before and after; restoring the delete brings it back with its id', async () => {
      const t = target()
      const created = await post(resource.path, resource.create(admin.refs))
      const one = `${resource.path}/${String(created.id)}`
      expect((await call(t, 'PUT', one, { token: admin.token, body: resource.update(admin.refs) })).status).toBe(200)
      expect((await call(t, 'DELETE', one, { token: admin.token })).status).toBe(204)

      const userName = await adminName()
      const entries = await historyOf(name, created.id)
      expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create'])
      const [removed, updated, made] = entries as [Entry, Entry, Entry]
      expect(removed.id).toBeGreaterThan(updated.id)
      for (const entry of entries) {
        expect(entry).toMatchObject({ user_id: 1, user_name: userName, resource: name, record_id: created.id, restored_entry_id: null })
        expect(Date.parse(entry.at)).not.toBeNaN()
      }
      expect(made.before).toBeNull()
      expect(made.after).toMatchObject({ id: created.id, version: 1 })
      expect(updated.before).toMatchObject({ id: created.id, version: 1 })
      expect(updated.after).toMatchObject({ id: created.id, version: 2, [resource.check[0]]: resource.check[1] })
      expect(removed.before).toEqual(updated.after)
      expect(removed.after).toBeNull()

      const restored = await restore(removed.id)
      expect(restored.status, JSON.stringify(restored.body)).toBe(200)
      expect(restored.body.data).toMatchObject({
        action: 'restore',
        restored_entry_id: removed.id,
        before: null,
        after: { id: created.id, version: 3 },
      })
      const back = await get(one)
      expect(back.status).toBe(200)
      expect(back.body.data).toMatchObject({ id: created.id, version: 3, [resource.check[0]]: resource.check[1] })
      expect((await historyOf(name, created.id))[0]).toMatchObject({ action: 'restore', id: restored.body.data.id })
      await call(t, 'DELETE', one, { token: admin.token })
    })
  })

  describe('audit log: order calls and uploads', () => {
    it('records every order call with the order before and after', async () => {
      const t = target()
      const roots = (await get('/admin/categories?filter[root]=1&pagination[limit]=1000')).body.data.map(
        (c: { id: number }) => c.id,
      ) as number[]
      await call(t, 'POST', '/admin/categories/order', { token: admin.token, body: { categories_order: [...roots].reverse() } })
      expect(await newest()).toMatchObject({
        action: 'order',
        resource: 'categories',
        record_id: null,
        before: { list: 'categories', ids: roots },
        after: { list: 'categories', ids: [...roots].reverse() },
      })

      // Restoring the order entry puts Home's old order back (the same members).
      expect((await restore((await newest()).id)).status).toBe(200)
      expect((await get('/admin/categories?filter[root]=1&pagination[limit]=1000')).body.data.map((c: { id: number }) => c.id)).toEqual(
        roots,
      )

      const banners = (await get('/admin/banners?pagination[limit]=1000')).body.data.map((b: { id: number }) => b.id) as number[]
      await call(t, 'POST', '/admin/banners/order', { token: admin.token, body: { banners_order: [...banners].reverse() } })
      expect(await newest()).toMatchObject({
        action: 'order',
        resource: 'banners',
        record_id: null,
        before: { list: 'banners', ids: banners },
      })

      const second = await post('/admin/materials', { title: 'Второй по порядку' })
      const category = await post('/admin/categories', {
        title: 'Порядок в истории',
        road_type: 'material',
        display_type: 'no_bg',
        material_ids: [admin.refs.materialId, second.id],
      })
      await call(t, 'POST', `/admin/categories/${String(category.id)}/materials/order`, {
        token: admin.token,
        body: [second.id, admin.refs.materialId],
      })
      expect(await newest()).toMatchObject({
        action: 'order',
        resource: 'categories',
        record_id: category.id,
        before: { list: 'materials', ids: [admin.refs.materialId, second.id] },
        after: { list: 'materials', ids: [second.id, admin.refs.materialId] },
      })
      // Restoring the order entry puts the old order back and raises the category's version.
      const restored = await restore((await newest()).id)
      expect(restored.status, JSON.stringify(restored.body)).toBe(200)
      expect((await get(`/admin/categories/${String(category.id)}`)).body.data).toMatchObject({
        material_ids: [admin.refs.materialId, second.id],
        version: 3,
      })
    })

    it('records uploads and file deletes (with what showed the file); restoring the delete puts the file and its uses back', async () => {
      const t = target()
      const uploaded = await call(t, 'POST', '/files', { token: admin.token, rawBody: uploadForm(tinyPng, 'history.png', 'image') })
      const file = uploaded.body.data as { id: number; url: string }
      expect(await newest()).toMatchObject({
        action: 'create',
        resource: 'files',
        record_id: file.id,
        before: null,
        after: { id: file.id, url: file.url },
      })
      expect((await newest()).after).not.toHaveProperty('storage_key')
      const material = await post('/admin/materials', { title: 'С картинкой', image_id: file.id })

      expect((await call(t, 'DELETE', `/admin/files/${String(file.id)}`, { token: admin.token })).status).toBe(204)
      const removed = await newest()
      expect(removed).toMatchObject({ action: 'delete', resource: 'files', record_id: file.id, after: null })
      expect(removed.related).toEqual([
        {
          resource: 'materials',
          record_id: material.id,
          before: expect.objectContaining({ image_id: file.id, version: 1 }),
          after: expect.objectContaining({ image_id: null, version: 2 }),
        },
      ])
      expect((await get(`/admin/materials/${String(material.id)}`)).body.data).toMatchObject({ image_id: null, version: 2 })
      // The material's own history shows the delete that changed it.
      expect((await historyOf('materials', material.id)).map((e) => e.action)).toEqual(['delete', 'create'])

      expect((await restore(removed.id)).status).toBe(200)
      expect((await get(`/admin/materials/${String(material.id)}`)).body.data).toMatchObject({
        image_id: file.id,
        image: { url: file.url },
        version: 3,
      })
      const served = await fetch(new URL(file.url, new URL(target().baseUrl).origin))
      expect(served.status).toBe(200)
    })
  })

  describe('restore', () => {
    it('an update: the changed fields get their old values back as a new write (version raised); later changes to other fields stay', async () => {
      const t = target()
      const material = await post('/admin/materials', { title: 'Черновик', description: 'Первое описание' })
      const one = `/admin/materials/${String(material.id)}`
      await call(t, 'PUT', one, { token: admin.token, body: { title: 'Черновик', description: 'Второе описание' } })
      const described = await newest()
      await call(t, 'PUT', one, { token: admin.token, body: { title: 'Чистовик', description: 'Второе описание' } })

      const restored = await restore(described.id)
      expect(restored.status, JSON.stringify(restored.body)).toBe(200)
      expect((await get(one)).body.data).toMatchObject({ title: 'Чистовик', description: 'Первое описание', version: 4 })
      expect(restored.body.data).toMatchObject({
        action: 'restore',
        restored_entry_id: described.id,
        before: { description: 'Второе описание', version: 3 },
        after: { description: 'Первое описание', version: 4 },
      })
    })

    it('a delete: the record comes back with its id and back into the lists it was in, at its place', async () => {
      const t = target()
      const first = await post('/admin/materials', { title: 'Первый' })
      const middle = await post('/admin/materials', { title: 'Средний' })
      const last = await post('/admin/materials', { title: 'Последний' })
      const ids = [first.id, middle.id, last.id]
      const category = await post('/admin/categories', {
        title: 'С тремя',
        road_type: 'material',
        display_type: 'no_bg',
        material_ids: ids,
      })
      const section = await post('/admin/sections', { title: 'Секция с тремя', road_type: 'material', material_ids: ids })
      const list = await post('/admin/link-lists', { title: 'Список с тремя', type: 'materials', material_ids: ids })

      expect((await call(t, 'DELETE', `/admin/materials/${String(middle.id)}`, { token: admin.token })).status).toBe(204)
      const removed = await newest()
      expect(removed.related.map((r) => `${r.resource}:${String(r.record_id)}`).sort()).toEqual(
        [`categories:${String(category.id)}`, `linkLists:${String(list.id)}`, `sections:${String(section.id)}`].sort(),
      )
      expect((await get(`/admin/categories/${String(category.id)}`)).body.data).toMatchObject({
        material_ids: [first.id, last.id],
        version: 2,
      })

      expect((await restore(removed.id)).status).toBe(200)
      expect((await get(`/admin/materials/${String(middle.id)}`)).body.data).toMatchObject({ id: middle.id, title: 'Средний' })
      expect((await get(`/admin/categories/${String(category.id)}`)).body.data).toMatchObject({ material_ids: ids, version: 3 })
      expect((await get(`/admin/sections/${String(section.id)}`)).body.data.material_ids).toEqual(ids)
      expect((await get(`/admin/link-lists/${String(list.id)}`)).body.data.material_ids).toEqual(ids)
    })

    it('a deleted popup comes back with its own texts, buttons and link lists', async () => {
      const text = await post('/admin/texts', { kind: 'plain', text: 'Текст попапа' })
      const button = await post('/admin/buttons', { text: 'Кнопка попапа' })
      const popup = await post('/admin/popups', { name: 'Попап с частями', text_ids: [text.id], button_ids: [button.id] })
      expect((await call(target(), 'DELETE', `/admin/popups/${String(popup.id)}`, { token: admin.token })).status).toBe(204)
      expect((await get(`/admin/texts/${String(text.id)}`)).status).toBe(404)
      const removed = await newest()
      expect(removed.related).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ resource: 'texts', record_id: text.id, after: null }),
          expect.objectContaining({ resource: 'buttons', record_id: button.id, after: null }),
        ]),
      )
      expect((await restore(removed.id)).status).toBe(200)
      const back = (await get(`/admin/popups/${String(popup.id)}`)).body.data
      expect(back).toMatchObject({ text_ids: [text.id], button_ids: [button.id], texts: [{ id: text.id, text: 'Текст попапа' }] })
    })

    it('a deleted category takes its own sections with it and comes back with them (ids kept); sections another category lists stay', async () => {
      const t = target()
      const own = await post('/admin/sections', {
        title: 'Своя секция',
        road_type: 'link',
        links: [{ link_type: 'external', external_url: 'https://example.com/own' }],
      })
      const shared = await post('/admin/sections', {
        title: 'Общая секция',
        road_type: 'link',
        links: [{ link_type: 'external', external_url: 'https://example.com/shared' }],
      })
      const category = await post('/admin/categories', {
        title: 'С секциями',
        road_type: 'section',
        display_type: 'no_bg',
        section_ids: [own.id, shared.id],
      })
      const other = await post('/admin/categories', {
        title: 'Тоже с общей',
        road_type: 'section',
        display_type: 'no_bg',
        section_ids: [shared.id],
      })
      expect((await call(t, 'DELETE', `/admin/categories/${String(category.id)}`, { token: admin.token })).status).toBe(204)
      expect((await get(`/admin/sections/${String(own.id)}`)).status).toBe(404)
      expect((await get(`/admin/sections/${String(shared.id)}`)).status).toBe(200)
      const [removed] = await historyOf('categories', category.id)
      expect(removed).toMatchObject({ action: 'delete' })
      expect(removed!.related).toEqual([expect.objectContaining({ resource: 'sections', record_id: own.id, after: null })])

      // Undo after the delete: the category's newest entry is the delete; restoring it brings the section back too.
      const back = await restore(removed!.id)
      expect(back.status, JSON.stringify(back.body)).toBe(200)
      expect((await get(`/admin/categories/${String(category.id)}`)).body.data).toMatchObject({ section_ids: [own.id, shared.id] })
      expect((await get(`/admin/sections/${String(own.id)}`)).body.data).toMatchObject({ id: own.id, title: 'Своя секция' })
      expect((await get(`/admin/categories/${String(other.id)}`)).body.data).toMatchObject({ section_ids: [shared.id] })
      expect((await historyOf('sections', own.id))[0]).toMatchObject({ action: 'restore', restored_entry_id: removed!.id })
    })

    it('a deleted category whose own section cannot stand any more (its material is gone) is refused (409, saying why), and nothing changes', async () => {
      const t = target()
      const material = await post('/admin/materials', { title: 'Единственный материал' })
      const section = await post('/admin/sections', { title: 'Секция с материалом', road_type: 'material', material_ids: [material.id] })
      const category = await post('/admin/categories', {
        title: 'С одной секцией',
        road_type: 'section',
        display_type: 'no_bg',
        section_ids: [section.id],
      })
      expect((await call(t, 'DELETE', `/admin/categories/${String(category.id)}`, { token: admin.token })).status).toBe(204)
      const [removed] = await historyOf('categories', category.id)
      expect((await call(t, 'DELETE', `/admin/materials/${String(material.id)}`, { token: admin.token })).status).toBe(204)
      const total = (await history('')).meta.total
      const refused = await restore(removed!.id)
      expect(refused.status).toBe(409)
      expect(refused.body.code).toMatch(/^restore_/)
      expect((await get(`/admin/categories/${String(category.id)}`)).status).toBe(404)
      expect((await get(`/admin/sections/${String(section.id)}`)).status).toBe(404)
      expect((await history('')).meta.total).toBe(total)
    })

    it('a create: the record is deleted again, and that can be restored in turn', async () => {
      const theme = await post('/admin/themes', { type: 'dark', background_color: '#123456', text_color: '#ffffff' })
      const made = await newest()
      const undone = await restore(made.id)
      expect(undone.status, JSON.stringify(undone.body)).toBe(200)
      expect(undone.body.data).toMatchObject({ action: 'restore', before: { id: theme.id }, after: null })
      expect((await get(`/admin/themes/${String(theme.id)}`)).status).toBe(404)
      expect((await restore(undone.body.data.id)).status).toBe(200)
      expect((await get(`/admin/themes/${String(theme.id)}`)).body.data).toMatchObject({ background_color: '#123456' })
    })

    it('refuses with a code (409) and changes nothing when it cannot', async () => {
      const t = target()
      const unchanged = async (check: () => Promise<void>) => {
        const total = (await history('pagination[limit]=1')).meta.total
        await check()
        expect((await history('pagination[limit]=1')).meta.total).toBe(total)
      }
      const refusedWith = async (id: number, code: string) => {
        const answer = await restore(id)
        expect(answer.status, JSON.stringify(answer.body)).toBe(409)
        expect(answer.body).toMatchObject({ message: expect.any(String), code })
        return answer.body.params as Payload
      }

      // Changed again since: the field this entry changed has another value now.
      const material = await post('/admin/materials', { title: 'Раз' })
      const one = `/admin/materials/${String(material.id)}`
      await call(t, 'PUT', one, { token: admin.token, body: { title: 'Два' } })
      const renamed = await newest()
      await call(t, 'PUT', one, { token: admin.token, body: { title: 'Три' } })
      await unchanged(async () => {
        const params = await refusedWith(renamed.id, 'restore_changed_since')
        expect(params).toMatchObject({
          record: { resource: 'materials', id: material.id, title: 'Три' },
          fields: ['title'],
          changed_by: { user_id: 1 },
        })
        expect((await get(one)).body.data).toMatchObject({ title: 'Три', version: 3 })
      })

      // A delete restored twice: the record is there already.
      await call(t, 'DELETE', one, { token: admin.token })
      const removed = await newest()
      expect((await restore(removed.id)).status).toBe(200)
      await unchanged(async () => {
        expect(await refusedWith(removed.id, 'restore_record_exists')).toMatchObject({
          record: { resource: 'materials', id: material.id, title: 'Три' },
        })
      })

      // A reference gone: a subcategory whose parent has been deleted since.
      const parent = await post('/admin/categories', { title: 'Родитель', road_type: 'subcategories', display_type: 'no_bg' })
      const child = await post('/admin/categories', {
        title: 'Ребёнок',
        road_type: 'link',
        display_type: 'no_bg',
        parent_id: parent.id,
        links: [{ link_type: 'external', external_url: 'https://example.com' }],
      })
      await call(t, 'DELETE', `/admin/categories/${String(child.id)}`, { token: admin.token })
      const childGone = await newest()
      await call(t, 'DELETE', `/admin/categories/${String(parent.id)}`, { token: admin.token })
      await unchanged(async () => {
        const params = await refusedWith(childGone.id, 'restore_reference_missing')
        expect(params).toMatchObject({
          record: { resource: 'categories', id: child.id, title: 'Ребёнок' },
          missing: [{ resource: 'categories', id: parent.id, title: 'Родитель' }],
        })
        expect((await get(`/admin/categories/${String(child.id)}`)).status).toBe(404)
      })

      // An order whose list has other members now.
      const category = await post('/admin/categories', {
        title: 'Порядок и состав',
        road_type: 'material',
        display_type: 'no_bg',
        material_ids: [admin.refs.materialId],
      })
      const extra = await post('/admin/materials', { title: 'Лишний' })
      const two = [admin.refs.materialId, extra.id]
      await call(t, 'PUT', `/admin/categories/${String(category.id)}`, {
        token: admin.token,
        body: { title: 'Порядок и состав', road_type: 'material', display_type: 'no_bg', material_ids: two },
      })
      await call(t, 'POST', `/admin/categories/${String(category.id)}/materials/order`, {
        token: admin.token,
        body: [extra.id, admin.refs.materialId],
      })
      const ordered = await newest()
      await call(t, 'DELETE', `/admin/materials/${String(extra.id)}`, { token: admin.token })
      await unchanged(async () => {
        expect(await refusedWith(ordered.id, 'restore_order_changed')).toEqual({ list: 'materials', added: [], removed: [extra.id] })
      })

      // Nothing to restore: the record is as it was before the entry already.
      const same = await post('/admin/materials', { title: 'Туда' })
      await call(t, 'PUT', `/admin/materials/${String(same.id)}`, { token: admin.token, body: { title: 'Сюда' } })
      const there = await newest()
      expect((await restore(there.id)).status).toBe(200)
      await unchanged(async () => {
        await refusedWith(there.id, 'restore_nothing_to_do')
      })

      expect((await restore(999_999_999)).status).toBe(404)
    })
  })

  describe('durability', () => {
    it('keeps entries and versions across a restart, and a restore after it still works (server only)', async (ctx) => {
      const t = target()
      if (!t.restart) ctx.skip()
      const material = await post('/admin/materials', { title: 'До перезапуска' })
      await call(t, 'PUT', `/admin/materials/${String(material.id)}`, { token: admin.token, body: { title: 'После правки', version: 1 } })
      const edited = await newest()
      await t.restart?.()
      await admin.renew()
      expect(await newest()).toEqual(edited)
      expect((await restore(edited.id)).status).toBe(200)
      expect((await get(`/admin/materials/${String(material.id)}`)).body.data).toMatchObject({ title: 'До перезапуска', version: 3 })
    })
  })

  describe('reading the log', () => {
    it('filters by resource, record and admin, pages newest first with the total', async () => {
      const t = target()
      const marker = `Фильтр-${String(Date.now())}`
      const made = await post('/admin/materials', { title: marker })
      for (const n of [1, 2, 3])
        await call(t, 'PUT', `/admin/materials/${String(made.id)}`, { token: admin.token, body: { title: `${marker} ${String(n)}` } })

      const all = await history(`filter[resource]=materials&filter[record_id]=${String(made.id)}`)
      expect(all.meta.total).toBe(4)
      const page = await history(`filter[resource]=materials&filter[record_id]=${String(made.id)}&pagination[offset]=1&pagination[limit]=2`)
      expect(page.meta).toEqual({ total: 4, offset: 1, limit: 2 })
      expect(page.data.map((e) => e.id)).toEqual(all.data.slice(1, 3).map((e) => e.id))
      expect(all.data.map((e) => e.id)).toEqual([...all.data.map((e) => e.id)].sort((a, b) => b - a))

      const byAdmin = await history('filter[user_id]=1&pagination[limit]=5')
      expect(byAdmin.data.every((e) => e.user_id === 1)).toBe(true)
      expect((await history('filter[user_id]=424242')).meta.total).toBe(0)
      const themes = await history('filter[resource]=themes&pagination[limit]=1000')
      expect(themes.data.every((e) => e.resource === 'themes')).toBe(true)
      expect((await get('/admin/audit-log?filter[resource]=planets')).status).toBe(422)
    })

    it("is for the hub's admins only, and one hub never sees or restores another's entries", async () => {
      const t = target()
      const visitor = await signIn(t, 2)
      expect((await call(t, 'GET', '/admin/audit-log', { token: visitor })).status).toBe(403)
      expect((await call(t, 'GET', '/admin/audit-log')).status).toBe(401)
      const marker = `Только demo ${String(Date.now())}`
      await post('/admin/materials', { title: marker })
      const entry = await newest()
      expect((await call(t, 'POST', `/admin/audit-log/${String(entry.id)}/restore`, { token: visitor })).status).toBe(403)

      const club = await signIn(t, 1, 'club')
      const clubLog = await call(t, 'GET', '/admin/audit-log?pagination[limit]=1000', { token: club, appKey: 'club' })
      expect(clubLog.status).toBe(200)
      expect(JSON.stringify(clubLog.body)).not.toContain(marker)
      const clubTotal = clubLog.body.meta.total as number
      expect(
        (await call(t, 'POST', `/admin/audit-log/${String(entry.id + clubTotal + 1000)}/restore`, { token: club, appKey: 'club' })).status,
      ).toBe(404)
      expect((await call(t, 'GET', '/admin/audit-log?pagination[limit]=1000', { token: club, appKey: 'club' })).body.meta.total).toBe(
        clubTotal,
      )
    })
  })
}
