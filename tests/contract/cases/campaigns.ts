import { describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'
import { adminSession } from './admin-session'

interface Campaign {
  id: number
  title: string
  target: 'home' | 'category' | 'section'
  target_id: number | null
  target_title: string | null
  start_param: string
  link: string | null
  archived: boolean
  created_at: string
  version: number
}

/** The `c_` code of a campaign's start parameter. */
const codeOf = (startParam: string) => /__c_([A-Za-z0-9]+)(?:__|$)/.exec(startParam)?.[1]

/**
 * Campaign links (issue 26): `GET/POST/PUT/DELETE /admin/campaigns` (the table's CRUD, versions and
 * audit cases run over them too, from resources.ts). The server makes the start parameter, unique in
 * the hub; the link is null while the hub has no bot username; archiving keeps the counts.
 */
export function campaignCases(target: () => Target) {
  const admin = adminSession(target)
  const send = (method: string, path: string, body?: unknown, appKey = 'demo', token = admin.token) =>
    call<{ data: Campaign }>(target(), method, path, { token, body, appKey })
  const firstCategory = async () =>
    ((await call(target(), 'GET', '/categories?filter[root]=1', { token: admin.token })).body.data as { id: number; title: string }[])[0]!

  describe('campaigns', () => {
    it('POST makes the start parameter (to its target, with a code of its own) and the t.me link', async () => {
      const category = await firstCategory()
      const made = await send('POST', '/admin/campaigns', { title: 'Пост ВКонтакте 12 ноября', target: 'category', target_id: category.id })
      expect(made.status, JSON.stringify(made.body)).toBe(201)
      const campaign = made.body.data
      expect(campaign).toMatchObject({
        title: 'Пост ВКонтакте 12 ноября',
        target: 'category',
        target_id: category.id,
        target_title: category.title,
        archived: false,
        version: 1,
      })
      expect(campaign.start_param).toMatch(new RegExp(`^demo__category_${String(category.id)}__c_[A-Za-z0-9]{1,32}$`))
      expect(campaign.start_param.length).toBeLessThanOrEqual(512)
      expect(campaign.link).toMatch(new RegExp(`^https://t\\.me/[A-Za-z0-9_]+(/[A-Za-z0-9_]+)?\\?startapp=${campaign.start_param}$`))
      const home = await send('POST', '/admin/campaigns', { title: 'Закреп', target: 'home' })
      expect(home.body.data).toMatchObject({ target: 'home', target_id: null, target_title: null })
      expect(home.body.data.start_param).toMatch(/^demo__c_[A-Za-z0-9]+$/)
    })

    it('gives every campaign of the hub its own start parameter, kept when its target changes', async () => {
      const made = await Promise.all(Array.from({ length: 6 }, (_, i) => send('POST', '/admin/campaigns', { title: `Серия ${String(i)}` })))
      const list = await call<{ data: Campaign[] }>(target(), 'GET', '/admin/campaigns?pagination[limit]=1000', { token: admin.token })
      const codes = list.body.data.map((campaign) => codeOf(campaign.start_param))
      expect(new Set(codes).size).toBe(codes.length)
      const [first] = made
      const category = await firstCategory()
      const moved = await send('PUT', `/admin/campaigns/${String(first!.body.data.id)}`, {
        title: 'Серия 0',
        target: 'category',
        target_id: category.id,
      })
      expect(moved.status).toBe(200)
      expect(codeOf(moved.body.data.start_param)).toBe(codeOf(first!.body.data.start_param))
      expect(moved.body.data.start_param).toContain(`__category_${String(category.id)}__`)
    })

    it('lists archived ones apart with filter[archived]; archived, a campaign still counts', async () => {
      const made = (await send('POST', '/admin/campaigns', { title: 'Весенняя акция', archived: true })).body.data
      const archived = await call<{ data: Campaign[] }>(target(), 'GET', '/admin/campaigns?filter[archived]=1&pagination[limit]=1000', {
        token: admin.token,
      })
      expect(archived.body.data.every((campaign) => campaign.archived)).toBe(true)
      expect(archived.body.data.map((campaign) => campaign.id)).toContain(made.id)
      const current = await call<{ data: Campaign[] }>(target(), 'GET', '/admin/campaigns?filter[archived]=0&pagination[limit]=1000', {
        token: admin.token,
      })
      expect(current.body.data.map((campaign) => campaign.id)).not.toContain(made.id)
      const visitor = await signIn(target(), 840_001)
      const visit = await call(target(), 'POST', '/events', {
        token: visitor,
        body: { events: [{ type: 'visit' }], launch: { start_param: made.start_param } },
      })
      expect(visit.status).toBe(202)
      const stats = await call(target(), 'GET', '/admin/stats', { token: admin.token })
      expect(stats.body.data.sources.campaigns).toContainEqual(
        expect.objectContaining({ id: made.id, title: 'Весенняя акция', archived: true, deleted: false, visits: 1, visitors: 1 }),
      )
    })

    it('has no link while the hub has no bot username', async () => {
      const clubAdmin = await signIn(target(), 1, 'club')
      const made = await send('POST', '/admin/campaigns', { title: 'Афиша' }, 'club', clubAdmin)
      expect(made.status).toBe(201)
      expect(made.body.data).toMatchObject({ link: null })
      expect(made.body.data.start_param).toMatch(/^club__c_/)
    })

    it('refuses a missing title, a target without an id or with one the hub does not have, and unknown targets (422 on the field)', async () => {
      const fields = async (body: unknown) => {
        const answer = await send('POST', '/admin/campaigns', body)
        expect(answer.status).toBe(422)
        return Object.keys((answer.body as unknown as { errors: object }).errors).sort()
      }
      expect(await fields({ title: '' })).toEqual(['title'])
      expect(await fields({ title: 'X', target: 'category' })).toEqual(['target_id'])
      expect(await fields({ title: 'X', target: 'section', target_id: 999_999 })).toEqual(['target_id'])
      expect(await fields({ title: 'X', target: 'popup' })).toEqual(['target'])
    })

    it('makes the start parameter itself: one a client sends is not taken', async () => {
      const made = await send('POST', '/admin/campaigns', { title: 'Своя ссылка', start_param: 'demo__c_Mine' })
      expect(made.status).toBe(201)
      expect(made.body.data.start_param).not.toBe('demo__c_Mine')
    })
  })
}
