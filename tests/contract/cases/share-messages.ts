import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'

/**
 * `POST /share-messages` (issue 26): a Telegram card for the signed-in visitor to share a category,
 * section or material. It refuses what the visitor could not read with the visitor reads' own answer
 * (the mock asks the same function, mock-api/services/visitor-access.ts): once issue 27 lands, a
 * members-only item is refused to an outsider here exactly as its read is (add the outsider case
 * beside "refuses what the visitor cannot read"). Sharing switched off (the hub's or the item's):
 * 403 sharing_off; a hub without a bot username: 409 sharing_not_set_up.
 */
export function shareMessageCases(target: () => Target) {
  let admin = ''
  let visitor = ''
  let settings: Record<string, unknown> = {}
  let courses = 0
  beforeAll(async () => {
    admin = await signIn(target(), 1)
    visitor = await signIn(target(), 2)
    settings = (await call(target(), 'GET', '/admin/navigation', { token: admin })).body.data
    const categories = await call(target(), 'GET', '/categories?filter[root]=1', { token: visitor })
    courses = (categories.body.data as { id: number; title: string }[]).find((c) => c.title === 'Курсы')!.id
  })
  afterAll(async () => {
    const { bot_username, app_short_name } = settings
    await call(target(), 'PUT', '/admin/navigation', { token: admin, body: { bot_username, app_short_name, sharing_enabled: true } })
  })

  const prepare = (body: unknown, token: string | null = visitor, appKey = 'demo') =>
    call(target(), 'POST', '/share-messages', { token, body, appKey })

  describe('POST /share-messages', () => {
    it('answers 201 with the prepared message id and when it expires', async () => {
      const before = Date.now()
      for (const language of [undefined, 'en']) {
        const answer = await prepare({ target: 'category', id: courses, ...(language && { language }) })
        expect(answer.status, JSON.stringify(answer.body)).toBe(201)
        expect(answer.body.data).toEqual({ prepared_message_id: expect.any(String), expires_at: expect.any(String) })
        expect(Date.parse(answer.body.data.expires_at)).toBeGreaterThan(before)
      }
      const sections = await call(target(), 'GET', '/sections', { token: visitor })
      expect((await prepare({ target: 'section', id: sections.body.data[0].id })).status).toBe(201)
      const category = await call(target(), 'GET', `/categories/${String(courses)}?include[0]=materials`, { token: visitor })
      expect((await prepare({ target: 'material', id: category.body.data.materials[0].id })).status).toBe(201)
    })

    it('refuses what the visitor cannot read with 404, as the visitor reads do', async () => {
      const categories = await call(target(), 'GET', '/admin/categories?filter[is_active]=0', { token: admin })
      const inactive = (categories.body.data as { id: number }[])[0]!.id
      expect((await call(target(), 'GET', `/categories/${String(inactive)}`, { token: visitor })).status).toBe(404)
      expect((await prepare({ target: 'category', id: inactive })).status).toBe(404)
      expect((await prepare({ target: 'material', id: 999_999 })).status).toBe(404)
      expect((await prepare({ target: 'section', id: 999_999 })).status).toBe(404)
    })

    it('needs a signed-in visitor (the card is prepared for them), and a target it knows', async () => {
      expect((await prepare({ target: 'category', id: courses }, null)).status).toBe(401)
      const refused = await prepare({ target: 'banner', id: 1 })
      expect([refused.status, Object.keys(refused.body.errors)]).toEqual([422, ['target']])
      const noId = await prepare({ target: 'category' })
      expect([noId.status, Object.keys(noId.body.errors)]).toEqual([422, ['id']])
    })

    it('refuses with 403 sharing_off while the hub’s sharing is off, and for an item whose own sharing is off', async () => {
      const hubOff = await call(target(), 'PUT', '/admin/navigation', {
        token: admin,
        body: { bot_username: settings.bot_username, app_short_name: settings.app_short_name, sharing_enabled: false },
      })
      expect(hubOff.body.data.sharing_enabled).toBe(false)
      expect((await call(target(), 'GET', '/navigations/demo')).body.data.sharing_enabled).toBe(false)
      const off = await prepare({ target: 'category', id: courses })
      expect([off.status, off.body.code, off.body.params]).toEqual([403, 'sharing_off', { scope: 'hub' }])
      await call(target(), 'PUT', '/admin/navigation', {
        token: admin,
        body: { bot_username: settings.bot_username, app_short_name: settings.app_short_name, sharing_enabled: true },
      })

      const link = { link_type: 'external', external_url: 'https://example.com/chat' }
      const section = await call(target(), 'POST', '/admin/sections', {
        token: admin,
        body: { title: 'Не делиться', road_type: 'link', links: [link], shareable: false },
      })
      expect(section.body.data.shareable).toBe(false)
      const id = section.body.data.id as number
      expect((await call(target(), 'GET', `/sections/${String(id)}`, { token: visitor })).body.data.shareable).toBe(false)
      const item = await prepare({ target: 'section', id })
      expect([item.status, item.body.code, item.body.params]).toEqual([403, 'sharing_off', { scope: 'item' }])
      // A client that predates the switch saves without it: it stays off.
      await call(target(), 'PUT', `/admin/sections/${String(id)}`, {
        token: admin,
        body: { title: 'Не делиться', road_type: 'link', links: [link] },
      })
      expect((await prepare({ target: 'section', id })).status).toBe(403)
      await call(target(), 'PUT', `/admin/sections/${String(id)}`, {
        token: admin,
        body: { title: 'Делиться', road_type: 'link', links: [link], shareable: true },
      })
      expect((await prepare({ target: 'section', id })).status).toBe(201)
    })

    it('refuses with 409 sharing_not_set_up while the hub has no bot username', async () => {
      const subscriber = await signIn(target(), 3, 'club')
      const category = (await call(target(), 'GET', '/categories', { appKey: 'club', token: subscriber })).body.data[0].id as number
      const answer = await prepare({ target: 'category', id: category }, subscriber, 'club')
      expect([answer.status, answer.body.code]).toEqual([409, 'sharing_not_set_up'])
      // A hub that requires a subscription takes it only from those who may read it.
      const outsider = await signIn(target(), 2, 'club')
      expect((await prepare({ target: 'category', id: category }, outsider, 'club')).status).toBe(403)
    })
  })
}
