import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'

const HOUR = 60 * 60 * 1000

/**
 * "Notify me": announced records show before their window as coming items (nothing they hold),
 * visitors ask to be messaged, admins see how many wait, and when a record goes live the backend
 * messages each of them once (the outbox).
 */
export function notifyCases(target: () => Target) {
  const tokens = { admin: '', member: '', outsider: '' }
  const ids = { coming: 0, lockedComing: 0, hiddenComing: 0, unannounced: 0, live: 0, category: 0, request: 0 }
  const created: string[] = []
  const startsAt = new Date(Date.now() + HOUR).toISOString()

  const as = (who: keyof typeof tokens | null, method: string, path: string, body?: unknown) =>
    call(target(), method, path, { token: who ? tokens[who] : null, ...(body !== undefined && { body }) })
  const create = async (path: string, name: keyof typeof ids, body: object) => {
    const answer = await as('admin', 'POST', path, body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    ids[name] = answer.body.data.id as number
    created.push(`${path}/${String(answer.body.data.id)}`)
  }
  const notify = (who: keyof typeof tokens | null, id: number, targetName = 'material') =>
    as(who, 'POST', '/notify-requests', { target: targetName, id })
  const materialsSeen = async (who: keyof typeof tokens | null) =>
    (await as(who, 'GET', `/categories/${String(ids.category)}?include[0]=materials`)).body.data.materials as Record<string, unknown>[]

  beforeAll(async () => {
    const t = target()
    tokens.admin = await signIn(t, 1)
    tokens.member = await signIn(t, 3)
    tokens.outsider = await signIn(t, 2)
    const later = { visible_from: startsAt, announce: true }
    const links = [{ link_type: 'external', external_url: 'https://coming.example/webinar' }]
    await create('/admin/materials', 'coming', { title: 'Скоро: вебинар', description: 'Программа вебинара', links, ...later })
    await create('/admin/materials', 'lockedComing', { title: 'Скоро для участников', links, ...later, audience: 'members' })
    await create('/admin/materials', 'hiddenComing', {
      title: 'Скоро, скрыто',
      links,
      ...later,
      audience: 'members',
      locked_display: 'hidden',
    })
    await create('/admin/materials', 'unannounced', { title: 'Не объявлено', links, visible_from: startsAt })
    await create('/admin/materials', 'live', {
      title: 'Уже открыто',
      links: [{ link_type: 'external', external_url: 'https://open.example/live' }],
    })
    const materialIds = [ids.coming, ids.lockedComing, ids.hiddenComing, ids.unannounced, ids.live]
    await create('/admin/categories', 'category', { title: 'Анонсы', road_type: 'material', material_ids: materialIds })
  })

  afterAll(async () => {
    target().clock?.set(null)
    for (const path of created.reverse()) await as('admin', 'DELETE', path)
  })

  describe('notify me: announced records', () => {
    it('shows an announced record before its window as a coming item with nothing it holds; an unannounced one not at all', async () => {
      const seen = await materialsSeen('outsider')
      expect(seen.map((m) => m.id)).toEqual([ids.coming, ids.lockedComing, ids.live])
      expect(seen[0]).toMatchObject({
        title: 'Скоро: вебинар',
        coming: true,
        visible_from: startsAt,
        notify_request_id: null,
        description: null,
        image: null,
        links: [],
      })
      expect(seen[1]).toMatchObject({ coming: true, locked: true, links: [] })
      expect(seen[2]).not.toHaveProperty('coming')
      expect(JSON.stringify(await materialsSeen(null))).not.toContain('coming.example')
      expect(JSON.stringify(await materialsSeen('member'))).not.toContain('coming.example')
    })

    it('announcing needs a start: 422 on announce', async () => {
      const answer = await as('admin', 'POST', '/admin/materials', { title: 'Без даты', announce: true })
      expect(answer.status).toBe(422)
      expect(Object.keys(answer.body.errors)).toEqual(['announce'])
    })

    it('POST /notify-requests: 201, the same again 200 with the same request; the read says the caller waits', async () => {
      const first = await notify('outsider', ids.coming)
      expect(first.status).toBe(201)
      expect(first.body.data).toMatchObject({
        target: 'material',
        target_id: ids.coming,
        visible_from: expect.any(String),
        created_at: expect.any(String),
      })
      const again = await notify('outsider', ids.coming)
      expect([again.status, again.body.data.id]).toEqual([200, first.body.data.id])
      ids.request = first.body.data.id as number
      expect((await materialsSeen('outsider'))[0]?.notify_request_id).toBe(ids.request)
      expect((await materialsSeen('member'))[0]?.notify_request_id).toBeNull()
      const admin = await as('admin', 'GET', `/admin/materials/${String(ids.coming)}`)
      expect(admin.body.data).toMatchObject({ announce: true, waiting_count: 1 })
      const listed = await as('admin', 'GET', '/admin/materials?filter[title]=Скоро: вебинар')
      expect(listed.body.data[0]).toMatchObject({ id: ids.coming, waiting_count: 1 })
    })

    it('refuses with a code what cannot be waited for, and keeps nothing', async () => {
      const refused = async (who: keyof typeof tokens | null, id: number, targetName?: string) => {
        const answer = await notify(who, id, targetName)
        return [answer.status, answer.body.code ?? null]
      }
      expect(await refused(null, ids.coming)).toEqual([401, null])
      expect(await refused('outsider', ids.live)).toEqual([409, 'notify_already_live'])
      expect(await refused('outsider', ids.unannounced)).toEqual([409, 'notify_not_announced'])
      expect(await refused('outsider', ids.lockedComing)).toEqual([403, 'members_only'])
      expect(await refused('outsider', ids.hiddenComing)).toEqual([404, null])
      expect(await refused('outsider', 987_654_321)).toEqual([404, null])
      expect((await notify('member', ids.lockedComing)).status).toBe(201)
      const bad = await notify('outsider', ids.coming, 'popup')
      expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['target']])
      expect((await as('admin', 'GET', `/admin/materials/${String(ids.coming)}`)).body.data.waiting_count).toBe(1)
    })

    it("DELETE /notify-requests/{id}: only the caller's own, once", async () => {
      expect((await as('member', 'DELETE', `/notify-requests/${String(ids.request)}`)).status).toBe(404)
      expect((await as('outsider', 'DELETE', `/notify-requests/${String(ids.request)}`)).status).toBe(204)
      expect((await as('outsider', 'DELETE', `/notify-requests/${String(ids.request)}`)).status).toBe(404)
      expect((await as('admin', 'GET', `/admin/materials/${String(ids.coming)}`)).body.data.waiting_count).toBe(0)
      const again = await notify('outsider', ids.coming)
      expect(again.status).toBe(201)
      expect(again.body.data.id).not.toBe(ids.request)
    })

    it('when the record goes live, everyone waiting is messaged once (the outbox), and it shows as live', async ({ skip }) => {
      const t = target()
      if (!t.clock) skip()
      const outbox = async () =>
        (await as('admin', 'GET', `/admin/notifications?filter[target]=material&filter[target_id]=${String(ids.coming)}`)).body.data
      expect(await outbox()).toEqual([])
      const at = new Date(Date.parse(startsAt) + 60_000)
      t.clock?.set(at)
      try {
        const sent = await outbox()
        expect(sent).toEqual([
          {
            id: expect.any(Number),
            target: 'material',
            target_id: ids.coming,
            title: 'Скоро: вебинар',
            user_id: 2,
            user_name: 'User2',
            sent_at: at.toISOString(),
            status: 'delivered',
          },
        ])
        t.clock?.set(new Date(at.getTime() + 60_000))
        expect(await outbox()).toEqual(sent)
        const members = await as('admin', 'GET', `/admin/notifications?filter[user_id]=3`)
        expect(members.body.data.map((n: { target_id: number }) => n.target_id)).toEqual([ids.lockedComing])
        const seen = await materialsSeen('outsider')
        expect(seen[0]).toMatchObject({ id: ids.coming, links: [{ external_url: 'https://coming.example/webinar' }] })
        expect(seen[0]).not.toHaveProperty('coming')
        expect((await notify('outsider', ids.coming)).body.code).toBe('notify_already_live')
        expect((await as('admin', 'GET', `/admin/materials/${String(ids.coming)}`)).body.data.waiting_count).toBe(0)
      } finally {
        t.clock?.set(null)
      }
    })

    it('the outbox is for admins', async () => {
      expect((await as('outsider', 'GET', '/admin/notifications')).status).toBe(403)
      expect((await as(null, 'GET', '/admin/notifications')).status).toBe(401)
    })
  })
}
