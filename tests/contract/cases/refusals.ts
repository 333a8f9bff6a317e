import { describe, expect, it } from 'vitest'
import { camelKeys } from '@/api/wire'
import { refusal, refusalStatus, type RefusalCode } from '@/api/contract/refusals'
import { call, signIn, tinyPng, uploadForm, type Answer, type Target } from '../client'
import { resolved, unionMembers } from '../openapi-check'
import { adminSession } from './admin-session'

type Payload = Record<string, unknown>

/**
 * Business refusals carry a stable `code` and `params` that name what is involved as the admin
 * sees it (titles; banners by position, never a bare id), valid against the contract's schema,
 * beside the English `message` other clients read.
 */
export function refusalCases(target: () => Target) {
  const admin = adminSession(target)
  const post = admin.created
  /** The answer is the refusal `code`, with its status, a message and params the contract's schema accepts. */
  const expectRefusal = (answer: Answer, code: RefusalCode) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(refusalStatus[code])
    expect(answer.body).toMatchObject({ message: expect.any(String), code })
    const parsed = refusal.safeParse(camelKeys(answer.body))
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    return answer.body.params as Payload
  }
  /** Deleting `/admin/{path}/{id}` as admin 1 is refused with `code`: its params. */
  const refusedDelete = async (path: string, id: number, code: RefusalCode) =>
    expectRefusal(await call(target(), 'DELETE', `/admin/${path}/${String(id)}`, { token: admin.token }), code)
  const popupLink = (popupId: number) => [{ link_type: 'popup', popup_id: popupId }]
  const upload = (form: FormData) => call(target(), 'POST', '/files', { token: admin.token, rawBody: form })

  describe('refusals with codes and params', () => {
    it('popup_in_use names what opens the popup: records by title, banners by position', async () => {
      const popup = await post('/admin/popups', { name: 'Занятой попап' })
      const category = await post('/admin/categories', {
        title: 'Открывает попап',
        road_type: 'link',
        display_type: 'no_bg',
        links: popupLink(popup.id),
      })
      const banner = await post('/admin/banners', { image_id: await admin.image(), links: popupLink(popup.id) })
      const position = await admin.positionIn('/admin/banners', banner.id)

      const params = await refusedDelete('popups', popup.id, 'popup_in_use')
      expect(params).toEqual({
        popup: { resource: 'popups', id: popup.id, title: 'Занятой попап' },
        used_by: [
          { resource: 'categories', id: category.id, title: 'Открывает попап' },
          { resource: 'banners', id: banner.id, position },
        ],
      })
      // Nothing changed; the message other clients read is as before.
      expect((await call(target(), 'GET', `/admin/popups/${String(popup.id)}`, { token: admin.token })).status).toBe(200)
    })

    it('material_would_leave_empty names the material and what would be left without materials', async () => {
      const material = await post('/admin/materials', { title: 'Один-единственный' })
      const section = await post('/admin/sections', { title: 'Держится на нём', road_type: 'material', material_ids: [material.id] })
      const list = await post('/admin/link-lists', { title: 'И список', type: 'materials', material_ids: [material.id] })
      const params = await refusedDelete('materials', material.id, 'material_would_leave_empty')
      expect(params).toEqual({
        material: { resource: 'materials', id: material.id, title: 'Один-единственный' },
        emptied: [
          { resource: 'sections', id: section.id, title: 'Держится на нём' },
          { resource: 'linkLists', id: list.id, title: 'И список' },
        ],
      })
    })

    it('category_has_subcategories names the category and its subcategories in their order', async () => {
      const parent = await post('/admin/categories', { title: 'Родительская', road_type: 'subcategories', display_type: 'no_bg' })
      const child = (title: string) =>
        post('/admin/categories', {
          title,
          road_type: 'link',
          display_type: 'no_bg',
          links: [{ link_type: 'external', external_url: 'https://example.com' }],
          parent_id: parent.id,
        })
      const first = await child('Первая дочь')
      const second = await child('Вторая дочь')
      const params = await refusedDelete('categories', parent.id, 'category_has_subcategories')
      expect(params).toEqual({
        category: { resource: 'categories', id: parent.id, title: 'Родительская' },
        subcategories: [
          { resource: 'categories', id: first.id, title: 'Первая дочь' },
          { resource: 'categories', id: second.id, title: 'Вторая дочь' },
        ],
      })
    })

    it('last_admin and own_access name the access user', async () => {
      const t = target()
      const club = await signIn(t, 1, 'club')
      const clubAdmins = (await call(t, 'GET', '/admin/admins', { token: club, appKey: 'club' })).body.data as {
        id: number
        name: string
      }[]
      expect(clubAdmins).toHaveLength(1)
      const last = clubAdmins[0]!
      const lastParams = expectRefusal(
        await call(t, 'DELETE', `/admin/admins/${String(last.id)}`, { token: club, appKey: 'club' }),
        'last_admin',
      )
      expect(lastParams).toEqual({ admin: { resource: 'admins', id: last.id, title: last.name } })

      const me = (await call(t, 'GET', '/admin/admins?filter[telegram_id]=1', { token: admin.token })).body.data[0] as {
        id: number
        name: string
      }
      await post('/admin/admins', { telegram_id: 700_000 + Math.floor(Math.random() * 99_999), name: 'Ещё один админ' })
      const ownParams = await refusedDelete('admins', me.id, 'own_access')
      expect(ownParams).toEqual({ admin: { resource: 'admins', id: me.id, title: me.name } })
    })

    it('uploads: file_too_large (413), file_type_unsupported (415), svg_unsafe (422), each keeping errors.file where it had one', async () => {
      const big = new Uint8Array(5 * 1024 * 1024 + 10)
      big.set(tinyPng)
      expect(expectRefusal(await upload(uploadForm(big, 'big.png', 'image')), 'file_too_large')).toEqual({ max_bytes: 5 * 1024 * 1024 })

      const fake = await upload(uploadForm('<html>hi</html>', 'fake.png', 'image', 'image/png'))
      expect(expectRefusal(fake, 'file_type_unsupported')).toEqual({ type: 'image', accepted: ['png', 'jpeg', 'webp', 'gif'] })
      expect(fake.body.errors.file).toHaveLength(1)
      const svgImage = await upload(uploadForm('<svg xmlns="http://www.w3.org/2000/svg"/>', 'img.svg', 'image'))
      expect(expectRefusal(svgImage, 'file_type_unsupported')).toEqual({ type: 'image', accepted: ['png', 'jpeg', 'webp', 'gif'] })
      expect(expectRefusal(await upload(uploadForm('not an image', 'x.txt', 'icon')), 'file_type_unsupported')).toEqual({
        type: 'icon',
        accepted: ['png', 'jpeg', 'webp', 'gif', 'svg'],
      })

      const unsafe: [string, string][] = [
        ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'script'],
        ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'event_handler'],
        ['<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>', 'external_reference'],
        ['<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>', 'entity'],
      ]
      for (const [svg, reason] of unsafe) {
        const answer = await upload(uploadForm(svg, 'bad.svg', 'icon'))
        expect(expectRefusal(answer, 'svg_unsafe')).toEqual({ reason })
        expect(answer.body.errors.file).toEqual([answer.body.message])
      }
    })

    it('subscription_required (403) comes with its code and empty params', async () => {
      const t = target()
      const visitor = await signIn(t, 2, 'club')
      expect(expectRefusal(await call(t, 'GET', '/categories', { token: visitor, appKey: 'club' }), 'subscription_required')).toEqual({})
    })
  })

  describe('OpenAPI', () => {
    it("documents each operation's refusals under their statuses, with their codes and params", async () => {
      const doc = (await call(target(), 'GET', '/openapi.json')).body as {
        paths: Record<string, Record<string, { responses: Record<string, Payload> }>>
      }
      const codesOf = (path: string, method: string, status: string) => {
        // An answer many operations share is a component (`$ref`): read through it.
        const answer = doc.paths[path]?.[method]?.responses[status]
        const schema = (answer && (resolved(doc, answer) as { content?: { 'application/json': { schema: Payload } } }))?.content?.[
          'application/json'
        ].schema
        return schema
          ? unionMembers(doc, schema).flatMap(
              (body) => (body.properties as Record<string, { const?: string }> | undefined)?.code?.const ?? [],
            )
          : []
      }
      expect(codesOf('/admin/popups/{id}', 'delete', '409')).toEqual(['popup_in_use'])
      expect(codesOf('/admin/admins/{id}', 'delete', '409')).toEqual(['last_admin', 'own_access', 'last_owner'])
      expect(codesOf('/admin/admins/{id}', 'delete', '403')).toEqual(['role_forbidden'])
      expect(codesOf('/admin/materials/{id}', 'put', '409')).toEqual(['edit_conflict'])
      expect(codesOf('/admin/categories/order', 'post', '409')).toEqual(['edit_conflict'])
      expect(resolved(doc, doc.paths['/files']?.post?.responses['413'] as Payload).content).toBeDefined()
      expect(codesOf('/files', 'post', '415')).toEqual(['file_type_unsupported'])
      expect(codesOf('/files', 'post', '422')).toEqual(['svg_unsafe'])
      expect(codesOf('/categories', 'get', '403')).toEqual(['subscription_required'])
      expect(codesOf('/admin/audit-log/{id}/restore', 'post', '409')).toEqual(
        expect.arrayContaining(['restore_changed_since', 'popup_in_use']),
      )
      const conflict = resolved(
        doc,
        (doc.paths['/admin/materials/{id}']?.put?.responses['409'] as { content: { 'application/json': { schema: Payload } } }).content[
          'application/json'
        ].schema,
      )
      expect(Object.keys(conflict.properties as Payload)).toEqual(expect.arrayContaining(['code', 'params', 'current', 'message']))
    })
  })
}
