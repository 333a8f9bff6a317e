import { describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'

export function visitorCases(target: () => Target) {
  describe('visitor reads', () => {
    it('GET /navigations/{appKey} answers the hub, 404 for an unknown one', async () => {
      const t = target()
      const demo = await call(t, 'GET', '/navigations/demo')
      expect(demo.status).toBe(200)
      expect(demo.body.data).toMatchObject({
        app_key: 'demo',
        title: expect.any(String),
        subscription_channel_url: expect.toBeOneOf([null, expect.any(String)]),
      })
      // demo has a channel without the hub-wide rule; a backend without the setting has no channel there.
      expect(demo.body.data.subscription_required ?? demo.body.data.subscription_channel_url !== null).toBe(false)
      const missing = await call(t, 'GET', '/navigations/nope', { appKey: 'nope' })
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual({ message: 'Not found.' })
    })

    it('needs an app key (400) that exists (404)', async () => {
      const t = target()
      expect((await call(t, 'GET', '/categories', { appKey: null })).status).toBe(400)
      expect((await call(t, 'GET', '/categories', { appKey: 'unknown-hub' })).status).toBe(404)
    })

    it('GET /categories lists active root categories in order, snake_case, with meta', async () => {
      const t = target()
      const answer = await call(t, 'GET', '/categories?filter[root]=1&include[0]=materials')
      expect(answer.status).toBe(200)
      expect(answer.body.meta).toMatchObject({ total: answer.body.data.length, offset: 0, limit: 100 })
      const categories = answer.body.data as { order: number; is_active: boolean; parent_id: null; display_type: string }[]
      expect(categories.length).toBeGreaterThan(3)
      expect(categories.every((c) => c.is_active && c.parent_id === null)).toBe(true)
      expect(categories.map((c) => c.order)).toEqual([...categories.map((c) => c.order)].sort((a, b) => a - b))
      expect(new Set(categories.map((c) => c.display_type))).toEqual(new Set(['small_bg', 'large_bg', 'no_bg', 'image']))
    })

    it('honours pagination[offset] and pagination[limit]', async () => {
      const t = target()
      const all = await call(t, 'GET', '/categories?filter[root]=1')
      const page = await call(t, 'GET', '/categories?filter[root]=1&pagination[offset]=1&pagination[limit]=2')
      expect(page.body.meta).toEqual({ total: all.body.meta.total, offset: 1, limit: 2 })
      expect(page.body.data.map((c: { id: number }) => c.id)).toEqual(all.body.data.slice(1, 3).map((c: { id: number }) => c.id))
      expect((await call(t, 'GET', '/categories?pagination[limit]=5000')).status).toBe(422)
    })

    it('GET /categories/{id} includes materials, sections and subcategories; 404 for unknown and malformed ids', async () => {
      const t = target()
      const list = await call(t, 'GET', '/categories?filter[root]=1')
      const withSubs = list.body.data.find((c: { road_type: string }) => c.road_type === 'subcategories')
      expect(withSubs).toBeDefined()
      const one = await call(
        t,
        'GET',
        `/categories/${String(withSubs.id)}?include[0]=subcategories&include[1]=sections&include[2]=materials`,
      )
      expect(one.status).toBe(200)
      expect(one.body.data.subcategories.length).toBeGreaterThan(0)
      expect(one.body.data.subcategories.map((s: { id: number }) => s.id)).toEqual(
        one.body.data.subcategory_ids.filter((id: number) => one.body.data.subcategories.some((s: { id: number }) => s.id === id)),
      )
      expect((await call(t, 'GET', '/categories/999999')).status).toBe(404)
      expect((await call(t, 'GET', '/categories/abc')).status).toBe(404)
      expect((await call(t, 'GET', '/categories/-1')).status).toBe(404)
    })

    it('GET /sections and /sections/{id} answer sections with their materials', async () => {
      const t = target()
      const list = await call(t, 'GET', '/sections')
      expect(list.status).toBe(200)
      const withMaterials = list.body.data.find((s: { road_type: string }) => s.road_type === 'material')
      const one = await call(t, 'GET', `/sections/${String(withMaterials.id)}`)
      expect(one.status).toBe(200)
      expect(one.body.data.materials.length).toBeGreaterThan(0)
      expect(one.body.data.materials.every((m: { is_active: boolean }) => m.is_active)).toBe(true)
    })

    it('GET /buttons?filter[is_to_main]=1 gives the active floating buttons', async () => {
      const t = target()
      const answer = await call(t, 'GET', '/buttons?filter[is_to_main]=1')
      expect(answer.status).toBe(200)
      expect(answer.body.data.length).toBeGreaterThan(0)
      expect(answer.body.data.every((b: { is_to_main: boolean; is_active: boolean }) => b.is_to_main && b.is_active)).toBe(true)
      expect(answer.body.data[0]).toMatchObject({
        text: expect.any(String),
        background: expect.stringMatching(/^#/),
        color: expect.stringMatching(/^#/),
      })
    })

    it("GET /banners and /themes answer the hub's banners and themes", async () => {
      const t = target()
      const banners = await call(t, 'GET', '/banners')
      expect(banners.status).toBe(200)
      expect(banners.body.data.every((b: { is_active: boolean; image: { url: string } }) => b.is_active && b.image.url)).toBe(true)
      const themes = await call(t, 'GET', '/themes')
      expect(themes.status).toBe(200)
      expect(themes.body.data[0]).toMatchObject({
        type: expect.stringMatching(/^(dark|light)$/),
        background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      })
    })

    it('embeds popups with all their parts into visitor links', async () => {
      const t = target()
      const categories = await call(t, 'GET', '/categories?include[0]=materials')
      const links = categories.body.data.flatMap((c: { links: unknown[]; materials?: { links: unknown[] }[] }) => [
        ...c.links,
        ...(c.materials ?? []).flatMap((m) => m.links),
      ])
      const popupLink = links.find((l: { link_type: string }) => l.link_type === 'popup') as
        { popup: { texts: unknown[]; buttons: unknown[]; link_lists: unknown[] } } | undefined
      expect(popupLink?.popup).toBeDefined()
      expect(popupLink?.popup.texts.length).toBeGreaterThan(0)
    })
  })

  describe('subscriptions', () => {
    it('a hub that requires a subscription refuses anonymous (401) and unsubscribed (403 subscription_required) visitors', async () => {
      const t = target()
      expect((await call(t, 'GET', '/categories', { appKey: 'club' })).status).toBe(401)
      const visitor = await signIn(t, 2, 'club')
      const refused = await call(t, 'GET', '/categories', { appKey: 'club', token: visitor })
      expect(refused.status).toBe(403)
      expect(refused.body.code).toBe('subscription_required')
      const subscriber = await signIn(t, 3, 'club')
      expect((await call(t, 'GET', '/categories', { appKey: 'club', token: subscriber })).status).toBe(200)
      expect((await call(t, 'GET', '/navigations/club', { appKey: 'club' })).status).toBe(200)
    })
  })
}
