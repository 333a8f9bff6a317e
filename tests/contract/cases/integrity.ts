import { describe, expect, it } from 'vitest'
import { call, type Target } from '../client'
import { adminSession } from './admin-session'

type Payload = Record<string, unknown>

/**
 * Writes that would leave the hub in a state SPEC 2/5 forbids are refused, and change nothing;
 * deletes that remove a record's own parts leave no orphans behind.
 */
export function integrityCases(target: () => Target) {
  const admin = adminSession(target)
  const post = async (path: string, body: Payload) => (await admin.created(path, body)).id
  const get = async (path: string) => (await call(target(), 'GET', path, { token: admin.token })).body.data as Payload
  const status = async (path: string) => (await call(target(), 'GET', path, { token: admin.token })).status
  const popupLink = (popupId: number) => [{ link_type: 'popup', popup_id: popupId, external_url: '', internal_url: '' }]
  const external = [{ link_type: 'external', external_url: 'https://example.com' }]

  describe("a category's parent", () => {
    it('must have road type subcategories and must not be the category or one of its descendants (422 on parent_id, nothing changed)', async () => {
      const link = { title: 'Сайт школы', road_type: 'link', display_type: 'no_bg', links: external }
      const branch = { title: 'Сообщество', road_type: 'subcategories', display_type: 'no_bg' }
      const linkParent = await post('/admin/categories', link)
      const top = await post('/admin/categories', branch)
      const child = await post('/admin/categories', { ...branch, title: 'Чаты', parent_id: top })

      const put = (id: number, body: Payload) => call(target(), 'PUT', `/admin/categories/${String(id)}`, { token: admin.token, body })
      const under = async (id: number, body: Payload, parentId: number) => {
        const answer = await put(id, { ...body, parent_id: parentId })
        expect(answer.status, JSON.stringify(answer.body)).toBe(422)
        expect(answer.body.message).toEqual(expect.any(String))
        expect(answer.body.errors.parent_id, JSON.stringify(answer.body.errors)).toHaveLength(1)
        return answer.body.errors.parent_id[0] as string
      }
      expect(await under(top, branch, linkParent)).toMatch(/«Сайт школы».*subcategories/)
      expect(await under(top, branch, top)).toMatch(/ancestor/)
      expect(await under(top, branch, child)).toMatch(/ancestor/)
      const created = await call(target(), 'POST', '/admin/categories', {
        token: admin.token,
        body: { ...branch, title: 'Под ссылкой', parent_id: linkParent },
      })
      expect(created.status).toBe(422)
      expect(created.body.errors.parent_id).toBeDefined()
      expect((await get(`/admin/categories/${String(top)}`)).parent_id).toBeNull()

      const moved = await put(child, { ...branch, title: 'Чаты', parent_id: null })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      expect((await put(child, { ...branch, title: 'Чаты', parent_id: top })).status).toBe(200)
    })

    it('a parent keeps road type subcategories while it has subcategories (422 on road_type naming them)', async () => {
      const top = await post('/admin/categories', { title: 'Ветка', road_type: 'subcategories', display_type: 'no_bg' })
      await post('/admin/categories', { title: 'Лист', road_type: 'link', display_type: 'no_bg', links: external, parent_id: top })
      const answer = await call(target(), 'PUT', `/admin/categories/${String(top)}`, {
        token: admin.token,
        body: { title: 'Ветка', road_type: 'link', display_type: 'no_bg', links: external },
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(422)
      expect(answer.body.errors.road_type[0]).toMatch(/«Лист»/)
      expect((await get(`/admin/categories/${String(top)}`)).road_type).toBe('subcategories')
    })
  })

  describe('deleting a popup', () => {
    it('is refused (409 naming them) while categories, sections, materials, buttons or banners open it; nothing changes', async () => {
      const popup = await post('/admin/popups', { name: 'Акция' })
      const category = await post('/admin/categories', {
        title: 'Кат-попап',
        road_type: 'link',
        display_type: 'no_bg',
        links: popupLink(popup),
      })
      await post('/admin/sections', { title: 'Секц-попап', road_type: 'link', links: popupLink(popup) })
      await post('/admin/materials', { title: 'Мат-попап', links: popupLink(popup) })
      await post('/admin/buttons', { text: 'Кноп-попап', links: popupLink(popup) })
      const banner = await post('/admin/banners', { image_id: await admin.image(), links: popupLink(popup) })
      const position = await admin.positionIn('/admin/banners', banner)

      const refused = await call(target(), 'DELETE', `/admin/popups/${String(popup)}`, { token: admin.token })
      expect(refused.status, JSON.stringify(refused.body)).toBe(409)
      // Banners have no title: the message names them by position, as the admin's list and the params do.
      for (const name of [
        '«Акция»',
        '«Кат-попап»',
        '«Секц-попап»',
        '«Мат-попап»',
        '«Кноп-попап»',
        `banners: «Banner ${String(position)}»`,
      ]) {
        expect(refused.body.message).toContain(name)
      }
      expect(await status(`/admin/popups/${String(popup)}`)).toBe(200)
      expect(((await get(`/admin/categories/${String(category)}`)).links as Payload[])[0]?.popup_id).toBe(popup)
    })

    it('deletes its own texts, buttons and link lists with it; parts another popup shows, and the floating button, stay', async () => {
      const text = await post('/admin/texts', { kind: 'plain', text: 'Свой текст' })
      const button = await post('/admin/buttons', { text: 'Своя кнопка' })
      const list = await post('/admin/link-lists', {
        title: 'Свой список',
        type: 'local',
        local_links: [{ title: 'Сайт', url: 'https://example.com' }],
      })
      const shared = await post('/admin/buttons', { text: 'Общая кнопка' })
      const floating = await post('/admin/buttons', { text: 'Плавающая', is_to_main: true })
      const popup = await post('/admin/popups', {
        name: 'Удаляемый',
        text_ids: [text],
        button_ids: [button, shared, floating],
        link_list_ids: [list],
      })
      await post('/admin/popups', { name: 'Другой', button_ids: [shared] })
      // A button of the popup itself that opens it goes with it: it does not hold the delete back.
      await call(target(), 'PUT', `/admin/buttons/${String(button)}`, {
        token: admin.token,
        body: { text: 'Своя кнопка', links: popupLink(popup) },
      })

      const removed = await call(target(), 'DELETE', `/admin/popups/${String(popup)}`, { token: admin.token })
      expect(removed.status, JSON.stringify(removed.body)).toBe(204)
      expect(await status(`/admin/texts/${String(text)}`)).toBe(404)
      expect(await status(`/admin/buttons/${String(button)}`)).toBe(404)
      expect(await status(`/admin/link-lists/${String(list)}`)).toBe(404)
      expect(await status(`/admin/buttons/${String(shared)}`)).toBe(200)
      expect(await status(`/admin/buttons/${String(floating)}`)).toBe(200)
    })
  })

  describe('deleting a material', () => {
    it('is refused (409 naming them) when a material category, section or materials link list would be left without materials', async () => {
      const only = await post('/admin/materials', { title: 'Единственный' })
      const other = await post('/admin/materials', { title: 'Ещё один' })
      const category = await post('/admin/categories', {
        title: 'Кат-материал',
        road_type: 'material',
        display_type: 'no_bg',
        material_ids: [only],
      })
      await post('/admin/sections', { title: 'Секц-материал', road_type: 'material', material_ids: [only] })
      await post('/admin/link-lists', { title: 'Спис-материал', type: 'materials', material_ids: [only] })
      const kept = await post('/admin/categories', {
        title: 'Кат-два',
        road_type: 'material',
        display_type: 'no_bg',
        material_ids: [only, other],
      })

      const refused = await call(target(), 'DELETE', `/admin/materials/${String(only)}`, { token: admin.token })
      expect(refused.status, JSON.stringify(refused.body)).toBe(409)
      for (const name of ['«Единственный»', '«Кат-материал»', '«Секц-материал»', '«Спис-материал»'])
        expect(refused.body.message).toContain(name)
      expect(refused.body.message).not.toContain('«Кат-два»')
      expect(await status(`/admin/materials/${String(only)}`)).toBe(200)
      expect((await get(`/admin/categories/${String(category)}`)).material_ids).toEqual([only])
      expect((await get(`/admin/categories/${String(kept)}`)).material_ids).toEqual([only, other])
    })
  })
}
