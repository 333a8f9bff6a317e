import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'
import { resolved } from '../openapi-check'

export function sharingCases(target: () => Target) {
  let admin = ''
  let before: unknown = null
  beforeAll(async () => {
    admin = await signIn(target(), 1)
    before = (await call(target(), 'GET', '/admin/navigation', { token: admin })).body.data
  })
  afterAll(async () => {
    const { bot_username, app_short_name } = before as { bot_username: string | null; app_short_name: string | null }
    await call(target(), 'PUT', '/admin/navigation', { token: admin, body: { bot_username, app_short_name } })
  })
  const put = (body: unknown, token = admin, appKey = 'demo') => call(target(), 'PUT', '/admin/navigation', { token, body, appKey })

  describe('sharing settings', () => {
    it('GET /admin/navigation answers the hub and its sharing settings', async () => {
      const answer = await call(target(), 'GET', '/admin/navigation', { token: admin })
      expect(answer.status).toBe(200)
      expect(answer.body.data).toEqual({
        app_key: 'demo',
        title: expect.any(String),
        bot_username: expect.toBeOneOf([null, expect.any(String)]),
        app_short_name: expect.toBeOneOf([null, expect.any(String)]),
        sharing_enabled: expect.any(Boolean),
        home_screen_suggestion: expect.any(Boolean),
        // The hub's channel, read only (a backend without audiences leaves both out).
        subscription_channel_url: expect.toBeOneOf([undefined, null, expect.any(String)]),
        subscription_required: expect.toBeOneOf([undefined, expect.any(Boolean)]),
      })
    })

    it('switches the home-screen suggestion and sharing (issue 26); left out, they stay as they were', async () => {
      const off = await put({ bot_username: 'kod_school_bot', home_screen_suggestion: false, sharing_enabled: false })
      expect(off.body.data).toMatchObject({ home_screen_suggestion: false, sharing_enabled: false })
      expect((await put({ bot_username: 'kod_school_bot' })).body.data).toMatchObject({
        home_screen_suggestion: false,
        sharing_enabled: false,
      })
      expect((await call(target(), 'GET', '/navigations/demo')).body.data).toMatchObject({
        home_screen_suggestion: false,
        sharing_enabled: false,
      })
      const on = await put({ bot_username: 'kod_school_bot', home_screen_suggestion: true, sharing_enabled: true })
      expect(on.body.data).toMatchObject({ home_screen_suggestion: true, sharing_enabled: true })
      expect((await put({ sharing_enabled: 'yes' })).status).toBe(422)
    })

    it('PUT /admin/navigation replaces them (a leading @ dropped, empty as null); visitors read them with the navigation', async () => {
      const saved = await put({ bot_username: ' @KodHubBot ', app_short_name: 'hub_2' })
      expect(saved.status).toBe(200)
      expect(saved.body.data).toMatchObject({ app_key: 'demo', bot_username: 'KodHubBot', app_short_name: 'hub_2' })
      const navigation = await call(target(), 'GET', '/navigations/demo')
      expect(navigation.body.data).toMatchObject({ bot_username: 'KodHubBot', app_short_name: 'hub_2' })
      expect((await put({ bot_username: 'KodHubBot', app_short_name: '' })).body.data.app_short_name).toBeNull()
      expect((await put({})).body.data).toMatchObject({ bot_username: null, app_short_name: null })
    })

    it('refuses names Telegram would not take, with 422 on the field', async () => {
      const answer = await put({ bot_username: 'kod_school', app_short_name: 'my app' })
      expect(answer.status).toBe(422)
      expect(answer.body.errors).toEqual({
        bot_username: ['Bot username must be 5-32 characters: latin letters, digits and _, ending in "bot"'],
        app_short_name: ['Short name must be 3-30 characters: latin letters, digits and _'],
      })
      for (const bot_username of ['abot', 'kod-bot', `${'x'.repeat(30)}bot`, '@@kodbot', 42]) {
        expect([bot_username, (await put({ bot_username })).status]).toEqual([bot_username, 422])
      }
      expect((await put({ app_short_name: 'x'.repeat(31) })).status).toBe(422)
    })

    it('are recorded in the audit log, and a restore puts the previous values back', async () => {
      expect((await put({ bot_username: 'first_bot', app_short_name: 'one' })).status).toBe(200)
      expect((await put({ bot_username: 'second_bot', app_short_name: 'two' })).status).toBe(200)
      const log = await call(target(), 'GET', '/admin/audit-log?filter[resource]=navigation', { token: admin })
      expect(log.status).toBe(200)
      const [newest] = log.body.data
      expect(newest).toMatchObject({
        action: 'update',
        resource: 'navigation',
        record_id: null,
        user_id: 1,
        before: { bot_username: 'first_bot', app_short_name: 'one' },
        after: { bot_username: 'second_bot', app_short_name: 'two' },
      })
      const restored = await call(target(), 'POST', `/admin/audit-log/${String(newest.id)}/restore`, { token: admin })
      expect(restored.status, JSON.stringify(restored.body)).toBe(200)
      expect(restored.body.data).toMatchObject({ action: 'restore', resource: 'navigation', restored_entry_id: newest.id })
      const now = await call(target(), 'GET', '/admin/navigation', { token: admin })
      expect(now.body.data).toMatchObject({ bot_username: 'first_bot', app_short_name: 'one' })
    })

    it('are for admins only, and each hub has its own', async () => {
      expect((await call(target(), 'GET', '/admin/navigation')).status).toBe(401)
      const visitor = await signIn(target(), 2)
      expect((await call(target(), 'GET', '/admin/navigation', { token: visitor })).status).toBe(403)
      expect((await put({ bot_username: 'evil_bot' }, visitor)).status).toBe(403)
      expect((await put({ bot_username: 'demo_only_bot' })).status).toBe(200)
      const club = await call(target(), 'GET', '/admin/navigation', { appKey: 'club', token: await signIn(target(), 1, 'club') })
      expect(club.body.data).toMatchObject({ app_key: 'club', bot_username: null })
    })

    it('OpenAPI lists both calls', async () => {
      const doc = (await call(target(), 'GET', '/openapi.json')).body
      expect(doc.paths['/admin/navigation'].get.operationId).toBe('admin.navigation.get')
      expect(doc.paths['/admin/navigation'].put.operationId).toBe('admin.navigation.update')
      const navigation = resolved(
        doc,
        doc.paths['/navigations/{appKey}'].get.responses['200'].content['application/json'].schema.properties.data,
      )
      expect(Object.keys(navigation.properties)).toEqual(expect.arrayContaining(['bot_username', 'app_short_name']))
    })
  })
}
