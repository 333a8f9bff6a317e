import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, utcDay } from '@/api/contract/plain/utc-days'
import { call, signIn, type Target } from '../client'

type Stats = {
  from: string
  to: string
  totals: { opens: number; visitors: number; visits: number }
  days: { date: string; opens: number; visitors: number; visits: number }[]
  items: {
    target: string
    id: number
    title: string | null
    deleted: boolean
    opens: number
    visitors: number
    shares: number
    visits: number
  }[]
}

const noSources = { campaigns: [], sharers: [], chat_types: [], platforms: [], languages: [], unknown: { visits: 0, visitors: 0 } }

const open = (target: string, id: number) => ({ type: 'open', target, id })

/** Messenger users no other case signs in as, so their visits are counted here first. */
const FRESH_USER = 810_001

export function statsCases(target: () => Target) {
  let admin = ''
  let clubAdmin = ''
  let freshUser = FRESH_USER
  const nextUser = () => (freshUser += 1)
  beforeAll(async () => {
    admin = await signIn(target(), 1, 'demo')
    clubAdmin = await signIn(target(), 1, 'club')
  })

  const stats = async (query = '', appKey = 'demo', token = admin) => {
    const answer = await call<{ data: Stats }>(target(), 'GET', `/admin/stats${query}`, { appKey, token })
    expect(answer.status).toBe(200)
    return answer.body.data
  }
  const post = (events: unknown, options: { appKey?: string | null; token?: string | null } = {}) =>
    call(target(), 'POST', '/events', { body: { events }, ...options })
  const newMaterial = async (title: string) =>
    (await call(target(), 'POST', '/admin/materials', { token: admin, body: { title } })).body.data.id as number
  const itemOf = (data: Stats, kind: string, id: number) => data.items.find((item) => item.target === kind && item.id === id)

  describe('POST /events', () => {
    it('answers 202 and counts every open; a signed-in visitor counts once, anonymous opens count as opens only', async () => {
      const id = await newMaterial('Считаем открытия')
      const before = (await stats()).totals
      const anonymous = await post([open('material', id), open('material', id)])
      expect([anonymous.status, anonymous.body]).toEqual([202, { data: null }])
      const visitor = await signIn(target(), nextUser())
      expect((await post([open('material', id)], { token: visitor })).status).toBe(202)
      expect((await post([open('material', id)], { token: visitor })).status).toBe(202)
      const after = await stats()
      expect(itemOf(after, 'material', id)).toEqual({
        target: 'material',
        id,
        title: 'Считаем открытия',
        deleted: false,
        opens: 4,
        visitors: 1,
        shares: 0,
        visits: 0,
      })
      expect(after.totals).toEqual({ opens: before.opens + 4, visitors: before.visitors + 1, visits: before.visits })
    })

    it('takes at most 50 events a request, and at least one', async () => {
      const id = await newMaterial('Пятьдесят открытий')
      expect((await post(Array.from({ length: 50 }, () => open('material', id)))).status).toBe(202)
      const tooMany = await post(Array.from({ length: 51 }, () => open('material', id)))
      expect(tooMany.status).toBe(422)
      expect(tooMany.body.errors).toEqual({ events: ['At most 50 events a request'] })
      const none = await post([])
      expect([none.status, none.body.errors]).toEqual([422, { events: ['At least one event is required'] }])
      expect(itemOf(await stats(), 'material', id)?.opens).toBe(50)
    })

    it('refuses unknown targets and types, and events that are not events, with field errors', async () => {
      const answer = await post([open('material', 1), open('popup', 1), { type: 'close', target: 'material', id: 1 }, { type: 'open' }])
      expect(answer.status).toBe(422)
      expect(Object.keys(answer.body.errors).sort()).toEqual(['events.1.target', 'events.2.type', 'events.3.id', 'events.3.target'])
      expect((await post([open('material', 0)])).status).toBe(422)
      expect((await call(target(), 'POST', '/events', { body: { events: 'open' } })).status).toBe(422)
    })

    it('accepts every kind of target', async () => {
      const kinds = ['category', 'section', 'material', 'banner', 'button', 'local_link']
      expect((await post(kinds.map((kind) => open(kind, 1)))).status).toBe(202)
    })

    it("does not count ids the hub does not have, another hub's included", async () => {
      const demoOnly = await newMaterial('Только в demo')
      const subscriber = await signIn(target(), 3, 'club')
      const clubBefore = await stats('', 'club', clubAdmin)
      const answer = await post([open('material', demoOnly), open('category', 999_999)], { appKey: 'club', token: subscriber })
      expect(answer.status).toBe(202)
      const clubAfter = await stats('', 'club', clubAdmin)
      expect(clubAfter.totals.opens).toBe(clubBefore.totals.opens)
      expect(itemOf(clubAfter, 'material', demoOnly)).toBeUndefined()
      expect(itemOf(await stats(), 'material', demoOnly)).toBeUndefined()
    })

    it('keeps each hub’s counts to itself', async () => {
      const subscriber = await signIn(target(), 3, 'club')
      const clubMaterials = await call(target(), 'GET', '/admin/materials', { appKey: 'club', token: clubAdmin })
      const clubId = clubMaterials.body.data[0].id as number
      const demoBefore = itemOf(await stats(), 'material', clubId)?.opens ?? 0
      const clubBefore = itemOf(await stats('', 'club', clubAdmin), 'material', clubId)?.opens ?? 0
      expect((await post([open('material', clubId)], { appKey: 'club', token: subscriber })).status).toBe(202)
      expect(itemOf(await stats('', 'club', clubAdmin), 'material', clubId)?.opens).toBe(clubBefore + 1)
      expect(itemOf(await stats(), 'material', clubId)?.opens ?? 0).toBe(demoBefore)
    })

    it('on a hub that requires a subscription, takes events only from those who may read it', async () => {
      const events = [open('category', 1)]
      expect((await post(events, { appKey: 'club' })).status).toBe(401)
      const refused = await post(events, { appKey: 'club', token: await signIn(target(), 2, 'club') })
      expect([refused.status, refused.body.code]).toEqual([403, 'subscription_required'])
      expect((await post(events, { appKey: 'club', token: await signIn(target(), 3, 'club') })).status).toBe(202)
    })

    it('needs an app key that exists', async () => {
      expect((await post([open('category', 1)], { appKey: null })).status).toBe(400)
      expect((await post([open('category', 1)], { appKey: 'no-such-hub' })).status).toBe(404)
    })
  })

  describe('GET /admin/stats', () => {
    it('answers the last 30 days ending today (UTC) by default: every day in order, zeros included', async () => {
      const data = await stats()
      const today = utcDay(new Date())
      expect([data.from, data.to]).toEqual([addDays(today, -29), today])
      expect(data.days.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)))
      for (const day of data.days) {
        expect(day).toEqual({
          date: day.date,
          opens: expect.any(Number),
          visitors: expect.any(Number),
          visits: expect.any(Number),
        })
      }
      expect(data.totals.opens).toBe(data.days.reduce((sum, day) => sum + day.opens, 0))
      expect(data.totals.visitors).toBeLessThanOrEqual(data.days.reduce((sum, day) => sum + day.visitors, 0))
      expect(data.totals.visitors).toBeGreaterThanOrEqual(Math.max(...data.days.map((day) => day.visitors)))
    })

    it('takes filter[from] and filter[to], both included; days with no opens are zeros', async () => {
      const data = await stats('?filter[from]=2020-02-27&filter[to]=2020-03-01')
      expect(data).toEqual({
        from: '2020-02-27',
        to: '2020-03-01',
        totals: { opens: 0, visitors: 0, visits: 0 },
        days: ['2020-02-27', '2020-02-28', '2020-02-29', '2020-03-01'].map((date) => ({
          date,
          opens: 0,
          visitors: 0,
          visits: 0,
        })),
        items: [],
        sources: noSources,
      })
      const toOnly = await stats('?filter[to]=2020-03-01')
      expect([toOnly.from, toOnly.days.length]).toEqual(['2020-02-01', 30])
    })

    it('refuses a range upside down or over 366 days, and malformed dates, with 422 on the field', async () => {
      const refused = async (query: string) => {
        const answer = await call(target(), 'GET', `/admin/stats${query}`, { token: admin })
        expect(answer.status).toBe(422)
        return Object.keys(answer.body.errors as object)
      }
      expect(await refused('?filter[from]=2026-03-02&filter[to]=2026-03-01')).toEqual(['filter.to'])
      expect(await refused('?filter[from]=2024-01-01&filter[to]=2025-01-01')).toEqual(['filter.to'])
      expect((await stats('?filter[from]=2024-01-02&filter[to]=2025-01-01')).days).toHaveLength(366)
      expect(await refused('?filter[from]=01.03.2026')).toEqual(['filter.from'])
      expect(await refused('?filter[to]=2026-02-30')).toEqual(['filter.to'])
      expect(await refused('?filter[target]=popup')).toEqual(['filter.target'])
    })

    it('lists items by opens, then visitors, then target and id, with titles from the records', async () => {
      const popular = await newMaterial('Популярный')
      const quiet = await newMaterial('Тихий')
      await post([...Array.from({ length: 9 }, () => open('material', popular)), open('material', quiet)])
      const { items } = await stats()
      const rank = (id: number) => items.findIndex((item) => item.target === 'material' && item.id === id)
      expect(rank(popular)).toBeLessThan(rank(quiet))
      const kinds = ['category', 'section', 'material', 'banner', 'button', 'local_link']
      for (let i = 1; i < items.length; i += 1) {
        const [a, b] = [items[i - 1]!, items[i]!]
        const key = (x: typeof a) => [-x.opens, -x.visitors, kinds.indexOf(x.target), x.id]
        const [ka, kb] = [key(a), key(b)]
        const first = ka.findIndex((value, k) => value !== kb[k])
        expect(first >= 0 && ka[first]! < kb[first]!, `${JSON.stringify(a)} before ${JSON.stringify(b)}`).toBe(true)
      }
      expect(items.find((item) => item.target === 'material' && item.id === quiet)?.title).toBe('Тихий')
    })

    it('keeps a deleted item’s opens, with title null', async () => {
      const id = await newMaterial('Удалим после открытия')
      await post([open('material', id)])
      expect((await call(target(), 'DELETE', `/admin/materials/${String(id)}`, { token: admin })).status).toBe(204)
      expect(itemOf(await stats(), 'material', id)).toEqual({
        target: 'material',
        id,
        title: null,
        deleted: true,
        opens: 1,
        visitors: 0,
        shares: 0,
        visits: 0,
      })
    })

    it('with filter[target], counts only that kind everywhere: totals, days and items', async () => {
      const id = await newMaterial('Только материалы')
      const visitor = await signIn(target(), nextUser())
      await post([open('material', id), open('category', 1), open('category', 1)], { token: visitor })
      const materials = await stats('?filter[target]=material')
      expect(materials.items.length).toBeGreaterThan(0)
      expect(materials.items.every((item) => item.target === 'material')).toBe(true)
      expect(materials.totals.opens).toBe(materials.items.reduce((sum, item) => sum + item.opens, 0))
      expect(materials.totals.opens).toBe(materials.days.reduce((sum, day) => sum + day.opens, 0))
      const all = await stats()
      expect(all.totals.opens).toBeGreaterThan(materials.totals.opens)
    })

    it('is for admins only', async () => {
      expect((await call(target(), 'GET', '/admin/stats')).status).toBe(401)
      const visitor = await signIn(target(), 2)
      expect((await call(target(), 'GET', '/admin/stats', { token: visitor })).status).toBe(403)
    })
  })

  describe('OpenAPI', () => {
    it('lists the calls for opens and statistics', async () => {
      const doc = await call(target(), 'GET', '/openapi.json')
      expect(doc.body.paths['/events'].post.operationId).toBe('events.create')
      expect(Object.keys(doc.body.paths['/events'].post.responses)).toContain('202')
      expect(doc.body.paths['/admin/stats'].get).toMatchObject({ operationId: 'admin.stats.get', 'x-access': 'admin' })
    })
  })
}
