import { beforeAll, describe, expect, it } from 'vitest'
import { referralCode } from '@/api/contract/plain/referral-code'
import { utcDay } from '@/api/contract/plain/utc-days'
import { call, signIn, type Target } from '../client'

interface Row {
  visits: number
  visitors: number
}
interface Sources {
  campaigns: (Row & { id: number; title: string | null; archived: boolean; deleted: boolean; opens: number })[]
  sharers: (Row & { user_id: number; name: string | null })[]
  chat_types: (Row & { chat_type: string; chats: number })[]
  platforms: (Row & { platform: string })[]
  languages: (Row & { language: string })[]
  unknown: Row
}
interface Stats {
  totals: { opens: number; visitors: number; visits: number }
  days: { date: string; visits: number }[]
  items: { target: string; id: number; opens: number; visitors: number; shares: number; visits: number }[]
  sources: Sources
}

/** Messenger users no other case signs in as, so their visits are counted here first. */
let freshUser = 850_000
const nextUser = () => (freshUser += 1)

const empty: Row = { visits: 0, visitors: 0 }
const rowOf = <R extends Row>(rows: R[], match: (row: R) => boolean): Row => rows.find(match) ?? empty

/**
 * Visits and where they came from (issue 26): `POST /events` takes `visit` and `share` events with
 * the launch they happened in; `GET /admin/stats` answers `totals.visits`, `sources`, per-item shares
 * and arrivals; the admins' own counts only with `filter[include_admins]=1`; `DELETE /admin/stats`.
 * Start parameters a hub cannot place (an unknown campaign code, a malformed sharer's code, parts of
 * no known kind, past 512 characters) are counted as "unknown", never an error.
 */
export function visitCases(target: () => Target) {
  let admin = ''
  let courses = 0
  let campaign = { id: 0, start_param: '' }
  beforeAll(async () => {
    admin = await signIn(target(), 1)
    const categories = await call(target(), 'GET', '/categories?filter[root]=1', { token: admin })
    courses = (categories.body.data as { id: number; title: string }[]).find((c) => c.title === 'Курсы')!.id
    campaign = (await call(target(), 'POST', '/admin/campaigns', { token: admin, body: { title: 'Рассылка', target: 'home' } })).body.data
  })

  const today = () => utcDay(new Date())
  const stats = async (query = '', appKey = 'demo', token = admin) => {
    const separator = query ? '&' : ''
    const answer = await call<{ data: Stats }>(
      target(),
      'GET',
      `/admin/stats?filter[from]=${today()}&filter[to]=${today()}${separator}${query}`,
      { appKey, token },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data
  }
  const report = (token: string | null, events: unknown[], launch?: Record<string, unknown>, appKey = 'demo') =>
    call(target(), 'POST', '/events', { token, appKey, body: { events, ...(launch && { launch }) } })
  const visit = { type: 'visit' }
  const launchOf = (start_param: string | null, more: Record<string, unknown> = {}) => ({
    start_param,
    chat_type: 'supergroup',
    chat_instance: '-1001234567890',
    platform: 'android',
    language: 'kk',
    ...more,
  })

  describe('visits and sources', () => {
    it('counts a visit for its campaign, chat type, platform and language, and opens in its launch for the campaign', async () => {
      const before = await stats()
      const token = await signIn(target(), nextUser())
      const answer = await report(token, [visit, { type: 'open', target: 'category', id: courses }], launchOf(campaign.start_param))
      expect([answer.status, answer.body]).toEqual([202, { data: null }])
      const after = await stats()
      expect(after.totals.visits).toBe(before.totals.visits + 1)
      expect(after.totals.visitors).toBe(before.totals.visitors + 1)
      expect(after.days.at(-1)?.visits).toBe(after.totals.visits)
      // Each day split by campaign, asked for with split=.
      const split = await call(target(), 'GET', `/admin/stats?filter[from]=${today()}&filter[to]=${today()}&split=campaign`, {
        token: admin,
      })
      expect(split.body.data.days[0].split).toContainEqual({ key: String(campaign.id), visits: expect.any(Number) })
      expect((await call(target(), 'GET', '/admin/stats?split=city', { token: admin })).status).toBe(422)
      const was = before.sources.campaigns.find((row) => row.id === campaign.id)
      expect(after.sources.campaigns.find((row) => row.id === campaign.id)).toEqual({
        id: campaign.id,
        title: 'Рассылка',
        archived: false,
        deleted: false,
        visits: (was?.visits ?? 0) + 1,
        visitors: (was?.visitors ?? 0) + 1,
        opens: (was?.opens ?? 0) + 1,
      })
      const delta = (pick: (s: Sources) => Row) => [
        pick(after.sources).visits - pick(before.sources).visits,
        pick(after.sources).visitors - pick(before.sources).visitors,
      ]
      expect(delta((s) => rowOf(s.chat_types, (row) => row.chat_type === 'supergroup'))).toEqual([1, 1])
      expect(delta((s) => rowOf(s.platforms, (row) => row.platform === 'android'))).toEqual([1, 1])
      expect(delta((s) => rowOf(s.languages, (row) => row.language === 'kk'))).toEqual([1, 1])
      expect(after.sources.unknown).toEqual(before.sources.unknown)
    })

    it('counts a visit through a shared link for the sharer, and for the item it opens; the item’s shares too', async () => {
      const sharer = nextUser()
      const sharerToken = await signIn(target(), sharer)
      expect((await report(sharerToken, [{ type: 'share', target: 'category', id: courses }])).status).toBe(202)
      const param = `demo__category_${String(courses)}__r_${referralCode('demo', sharer)}`
      const before = await stats()
      for (let i = 0; i < 2; i += 1) expect((await report(await signIn(target(), nextUser()), [visit], launchOf(param))).status).toBe(202)
      const after = await stats()
      expect(after.sources.sharers.find((row) => row.user_id === sharer)).toEqual({
        user_id: sharer,
        name: `User${String(sharer)}`,
        visits: 2,
        visitors: 2,
      })
      const item = (s: Stats) => s.items.find((row) => row.target === 'category' && row.id === courses)
      expect(item(after)?.visits).toBe((item(before)?.visits ?? 0) + 2)
      expect(item(after)?.shares).toBeGreaterThanOrEqual(1)
      expect(after.sources.unknown).toEqual(before.sources.unknown)
    })

    it('counts a start parameter it cannot place as unknown (202, never an error), and still counts the parts it can', async () => {
      const odd = [
        'demo__c_NoSuchCode', // a campaign code the hub does not have
        `demo__category_${String(courses)}__r_ZZZ`, // a sharer's code that is none (the link of issue 26)
        `demo__category_${String(courses)}__utm_vk`, // a part of no known kind
        `${campaign.start_param}__${'x'.repeat(600)}`, // past Telegram's 512 characters
        'dé mo', // no start parameter at all
      ]
      const before = await stats()
      for (const param of odd) expect((await report(await signIn(target(), nextUser()), [visit], launchOf(param))).status).toBe(202)
      const after = await stats()
      expect(after.sources.unknown.visits - before.sources.unknown.visits).toBe(odd.length)
      expect(after.sources.unknown.visitors - before.sources.unknown.visitors).toBe(odd.length)
      const item = (s: Stats) => s.items.find((row) => row.target === 'category' && row.id === courses)?.visits ?? 0
      expect(item(after) - item(before)).toBe(2)
      const visits = (s: Stats) => s.sources.campaigns.find((row) => row.id === campaign.id)?.visits ?? 0
      expect(visits(after)).toBe(visits(before))
    })

    it('takes a start parameter of exactly 512 characters: its campaign counts, its unknown tail too', async () => {
      const head = `${campaign.start_param}__`
      const param = head + 'x'.repeat(512 - head.length)
      expect(param).toHaveLength(512)
      const before = await stats()
      expect((await report(await signIn(target(), nextUser()), [visit], launchOf(param))).status).toBe(202)
      const after = await stats()
      const visits = (s: Stats) => s.sources.campaigns.find((row) => row.id === campaign.id)?.visits ?? 0
      expect(visits(after)).toBe(visits(before) + 1)
      expect(after.sources.unknown.visits).toBe(before.sources.unknown.visits + 1)
    })

    it('takes a visit without a launch, or with a launch of nulls (a direct visit from nowhere known)', async () => {
      const before = await stats()
      expect((await report(null, [visit])).status).toBe(202)
      expect(
        (await report(null, [visit], { start_param: null, chat_type: null, chat_instance: null, platform: null, language: null })).status,
      ).toBe(202)
      const after = await stats()
      expect(after.totals.visits).toBe(before.totals.visits + 2)
      expect(after.sources.unknown).toEqual(before.sources.unknown)
      const none = (s: Stats) => rowOf(s.sources.chat_types, (row) => row.chat_type === 'none').visits
      expect(none(after)).toBe(none(before) + 2)
    })

    it('refuses events that are not events, and a launch that is not one, with field errors', async () => {
      const answer = await report(null, [{ type: 'share', target: 'banner', id: 1 }, { type: 'share' }, { type: 'visit' }])
      expect(answer.status).toBe(422)
      expect(Object.keys(answer.body.errors).sort()).toEqual(['events.0.target', 'events.1.id', 'events.1.target'])
      const launch = await report(null, [visit], { start_param: 5, chat_type: 'x'.repeat(65) })
      expect(launch.status).toBe(422)
      expect(Object.keys(launch.body.errors).sort()).toEqual(['launch.chat_type', 'launch.start_param'])
    })

    it("leaves the hub's admins' own visits and opens out unless filter[include_admins]=1", async () => {
      const before = { without: await stats(), with: await stats('filter[include_admins]=1') }
      expect((await report(admin, [visit, { type: 'open', target: 'category', id: courses }], launchOf(campaign.start_param))).status).toBe(
        202,
      )
      const without = await stats()
      const withAdmins = await stats('filter[include_admins]=1')
      expect(without.totals).toEqual(before.without.totals)
      expect(withAdmins.totals.visits).toBe(before.with.totals.visits + 1)
      expect(withAdmins.totals.opens).toBe(before.with.totals.opens + 1)
      expect(withAdmins.totals.visits).toBeGreaterThan(without.totals.visits)
      const opens = (s: Stats) => s.sources.campaigns.find((row) => row.id === campaign.id)?.opens ?? 0
      expect(opens(without)).toBe(opens(before.without))
      expect(opens(withAdmins)).toBe(opens(before.with) + 1)
    })
  })

  describe('DELETE /admin/stats', () => {
    it("forgets a hub's counters (204), recorded in its history and not restorable; other hubs keep theirs", async () => {
      const clubAdmin = await signIn(target(), 1, 'club')
      const subscriber = await signIn(target(), 3, 'club')
      const clubCategory = (await call(target(), 'GET', '/categories', { appKey: 'club', token: subscriber })).body.data[0].id as number
      expect((await report(subscriber, [visit, { type: 'open', target: 'category', id: clubCategory }], undefined, 'club')).status).toBe(
        202,
      )
      const demoBefore = await stats()
      expect((await stats('', 'club', clubAdmin)).totals.visits).toBeGreaterThan(0)

      const reset = await call(target(), 'DELETE', '/admin/stats', { appKey: 'club', token: clubAdmin })
      expect([reset.status, reset.body]).toEqual([204, null])
      const after = await stats('filter[include_admins]=1', 'club', clubAdmin)
      expect([after.totals, after.items, after.sources.campaigns, after.sources.unknown]).toEqual([
        { opens: 0, visitors: 0, visits: 0 },
        [],
        [],
        { visits: 0, visitors: 0 },
      ])
      expect((await stats()).totals).toEqual(demoBefore.totals)

      const log = await call(target(), 'GET', '/admin/audit-log?filter[resource]=stats', { appKey: 'club', token: clubAdmin })
      const [entry] = log.body.data
      expect(entry).toMatchObject({ action: 'delete', resource: 'stats', record_id: null, user_id: 1, after: null })
      const restore = await call(target(), 'POST', `/admin/audit-log/${String(entry.id)}/restore`, { appKey: 'club', token: clubAdmin })
      expect([restore.status, restore.body.code]).toEqual([409, 'restore_not_supported'])
    })

    it('is for admins only', async () => {
      expect((await call(target(), 'DELETE', '/admin/stats', { appKey: 'club' })).status).toBe(401)
      const visitor = await signIn(target(), 3, 'club')
      expect((await call(target(), 'DELETE', '/admin/stats', { appKey: 'club', token: visitor })).status).toBe(403)
    })
  })

  describe('OpenAPI', () => {
    it('lists the calls of issue 26', async () => {
      const doc = await call(target(), 'GET', '/openapi.json')
      expect(doc.body.paths['/admin/stats'].delete).toMatchObject({ operationId: 'admin.stats.reset', 'x-access': 'admin' })
      expect(doc.body.paths['/share-messages'].post.operationId).toBe('shareMessages.create')
      expect(doc.body.paths['/admin/campaigns'].post.operationId).toBe('admin.campaigns.create')
      expect(Object.keys(doc.body.paths['/admin/stats'].delete.responses)).toContain('204')
    })
  })
}
