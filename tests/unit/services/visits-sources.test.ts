import { describe, expect, it } from 'vitest'
import type { LaunchContext } from '@/api/contract/events'
import { referralCode } from '@/api/contract/plain/referral-code'
import type { Caller } from '@mock-api/context'
import { link, seeder } from '@mock-api/store/seed-builder'
import { emptyData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { ADMIN, invalidFields, problemOf, setup } from './support'

const visitor = (id: number, name?: string): Caller => ({ id, isAdmin: false, ...(name && { name }) })
const visit = { type: 'visit' } as const
const open = (target: 'category' | 'material', id: number) => ({ type: 'open', target, id }) as const
const share = (target: 'category' | 'section' | 'material', id: number) => ({ type: 'share', target, id }) as const

/** demo: admin 1, a category (1) with a material (1), a section (1), campaigns 1 (code Camp1) and 2 (Home, archived). */
function hub(): Data {
  const data = emptyData('demo', 'club')
  const s = seeder(data.apps.demo!)
  s.admin({ telegramId: 1, name: 'Анна', username: null, email: null })
  const material = s.material({ title: 'Шпаргалка', displayType: 'icon', links: [link.external('https://a.example')] })
  s.category({ title: 'Курсы', roadType: 'material', displayType: 'no_bg', materialIds: [material.id] })
  s.section({ title: 'Чаты', roadType: 'link', links: [link.external('https://t.me/chat')] })
  s.campaign({ title: 'Пост', code: 'Camp1', target: 'category', targetId: 1 })
  s.campaign({ title: 'Весна', code: 'Spring', archived: true })
  seeder(data.apps.club!).admin({ telegramId: 1, name: 'Анна', username: null, email: null })
  return data
}

const launch = (startParam: string | null, more: Partial<LaunchContext> = {}): LaunchContext => ({
  startParam,
  chatType: 'channel',
  chatInstance: '-100200300',
  platform: 'ios',
  language: 'ru',
  ...more,
})

describe('visits and their sources (issue 26)', () => {
  it('counts a visit for its campaign, chat type, platform and language; opens in its launch for the campaign', async () => {
    const { as, admin } = setup(hub())
    await as(visitor(7)).events.create({
      events: [visit, open('category', 1), open('material', 1)],
      launch: launch('demo__category_1__c_Camp1'),
    })
    await as(visitor(8)).events.create({ events: [visit], launch: launch('demo__c_Camp1', { chatType: 'private', chatInstance: '55' }) })
    await as(null).events.create({ events: [visit], launch: launch(null, { chatType: null, platform: null, language: null }) })
    const stats = await admin.admin.stats.get({})
    expect(stats.totals).toEqual({ opens: 2, visitors: 2, visits: 3 })
    expect(stats.days.at(-1)).toMatchObject({ visits: 3, visitors: 2 })
    expect(stats.sources).toEqual({
      campaigns: [{ id: 1, title: 'Пост', archived: false, deleted: false, visits: 2, visitors: 2, opens: 2 }],
      sharers: [],
      chatTypes: [
        { chatType: 'channel', visits: 1, visitors: 1, chats: 1 },
        { chatType: 'none', visits: 1, visitors: 0, chats: 0 },
        { chatType: 'private', visits: 1, visitors: 1, chats: 1 },
      ],
      platforms: [
        { platform: 'ios', visits: 2, visitors: 2 },
        { platform: 'unknown', visits: 1, visitors: 0 },
      ],
      languages: [
        { language: 'ru', visits: 2, visitors: 2 },
        { language: 'unknown', visits: 1, visitors: 0 },
      ],
      unknown: { visits: 0, visitors: 0 },
    })
    // The per-day chart split by one source, asked for with split=.
    expect(stats.days.at(-1)).not.toHaveProperty('split')
    const split = async (by: 'campaign' | 'chat_type' | 'platform' | 'language') =>
      (await admin.admin.stats.get({ split: by, filter: { from: '2025-12-31' } })).days.map((day) => day.split)
    expect(await split('campaign')).toEqual([[], [{ key: '1', visits: 2 }]])
    expect(await split('chat_type')).toEqual([
      [],
      [
        { key: 'channel', visits: 1 },
        { key: 'none', visits: 1 },
        { key: 'private', visits: 1 },
      ],
    ])
    expect(await split('platform')).toEqual([
      [],
      [
        { key: 'ios', visits: 2 },
        { key: 'unknown', visits: 1 },
      ],
    ])
    expect((await split('language'))[1]).toEqual([
      { key: 'ru', visits: 2 },
      { key: 'unknown', visits: 1 },
    ])
    // The link named category 1: a visit arrived at it.
    expect(stats.items.find((item) => item.target === 'category')).toMatchObject({ opens: 1, visits: 1, shares: 0 })
  })

  it('counts a visit through a shared link for the sharer (never the sharer’s own), with the name they shared under', async () => {
    const { as, admin } = setup(hub())
    const code = referralCode('demo', 5)
    await as(visitor(5, 'Ольга Котова')).events.create({ events: [share('category', 1)] })
    await as(visitor(7)).events.create({ events: [visit], launch: launch(`demo__category_1__r_${code}`) })
    await as(visitor(8)).events.create({ events: [visit], launch: launch(`demo__category_1__r_${code}`) })
    await as(visitor(5)).events.create({ events: [visit], launch: launch(`demo__category_1__r_${code}`) })
    const stats = await admin.admin.stats.get({})
    expect(stats.sources?.sharers).toEqual([{ userId: 5, name: 'Ольга Котова', visits: 2, visitors: 2 }])
    expect(stats.items.find((item) => item.target === 'category')).toMatchObject({ opens: 0, shares: 1, visits: 3 })
    expect(stats.sources?.unknown).toEqual({ visits: 0, visitors: 0 })
  })

  it('counts what it cannot place as unknown, never an error, and still counts the parts it can', async () => {
    const { as, admin } = setup(hub())
    const odd = [
      'demo__c_NoSuch', // a campaign the hub does not have
      'demo__category_1__r_ZZZ', // a sharer's code that is none
      `demo__category_1__r_${referralCode('club', 5)}`, // another hub's code
      'demo__category_1__zz_9', // a part of no known kind
      'club__c_Camp1', // another hub
      'dé mo', // no start parameter at all
      `demo__c_Camp1__${'x'.repeat(600)}`, // longer than Telegram's 512
    ]
    for (const [i, param] of odd.entries()) {
      expect(await as(visitor(100 + i)).events.create({ events: [visit], launch: launch(param) })).toBeNull()
    }
    await as(visitor(200)).events.create({ events: [visit], launch: launch('demo__category_1__c_Camp1__new_part') })
    const stats = await admin.admin.stats.get({})
    expect(stats.sources?.unknown).toEqual({ visits: 8, visitors: 8 })
    expect(stats.sources?.campaigns).toEqual([{ id: 1, title: 'Пост', archived: false, deleted: false, visits: 1, visitors: 1, opens: 0 }])
    expect(stats.sources?.sharers).toEqual([])
    expect(stats.items.find((item) => item.target === 'category')?.visits).toBe(4)
    expect(stats.totals.visits).toBe(8)
  })

  it('names chat types, platforms and languages it does not know `other`, and bounds what it tells apart', async () => {
    const { as, admin } = setup(hub())
    await as(null).events.create({
      events: [visit],
      launch: launch(null, { chatType: 'megagroup', chatInstance: 'not-a-number', platform: 'fridge', language: 'Klingon!' }),
    })
    await as(null).events.create({ events: [visit], launch: launch(null, { language: 'PT-BR', platform: 'Android' }) })
    const { sources } = await admin.admin.stats.get({})
    expect(sources?.chatTypes).toContainEqual({ chatType: 'other', visits: 1, visitors: 0, chats: 0 })
    expect(sources?.platforms.map((row) => row.platform).sort()).toEqual(['android', 'other'])
    expect(sources?.languages.map((row) => row.language).sort()).toEqual(['other', 'pt-br'])
    // At most 100 languages a day are told apart; more count as `other`.
    for (let i = 0; i < 110; i += 1) {
      const language = `x${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`
      await as(null).events.create({ events: [visit], launch: launch(null, { language }) })
    }
    const after = (await admin.admin.stats.get({})).sources?.languages ?? []
    expect(after.length).toBeLessThanOrEqual(101)
    expect(after.find((row) => row.language === 'other')?.visits).toBeGreaterThan(10)
  })

  it("leaves the hub's admins' own visits, opens and shares out, unless filter[include_admins]", async () => {
    const { as, admin } = setup(hub())
    const anna = { ...ADMIN, name: 'Анна' }
    await as(anna).events.create({ events: [visit, open('category', 1), share('category', 1)], launch: launch('demo__c_Camp1') })
    await as(visitor(7)).events.create({ events: [visit, open('category', 1)], launch: launch('demo__c_Camp1') })
    const without = await admin.admin.stats.get({})
    expect(without.totals).toEqual({ opens: 1, visitors: 1, visits: 1 })
    expect(without.items).toEqual([
      { target: 'category', id: 1, title: 'Курсы', deleted: false, opens: 1, visitors: 1, shares: 0, visits: 0 },
    ])
    expect(without.sources?.campaigns[0]).toMatchObject({ visits: 1, visitors: 1, opens: 1 })
    const withAdmins = await admin.admin.stats.get({ filter: { includeAdmins: true } })
    expect(withAdmins.totals).toEqual({ opens: 2, visitors: 2, visits: 2 })
    expect(withAdmins.items[0]).toMatchObject({ opens: 2, visitors: 2, shares: 1 })
    expect(withAdmins.sources?.campaigns[0]).toMatchObject({ visits: 2, visitors: 2, opens: 2 })
    expect(withAdmins.days.at(-1)).toMatchObject({ opens: 2, visitors: 2, visits: 2 })
  })

  it('lists archived and deleted campaigns with their counts; a deleted one’s code then counts as unknown', async () => {
    const { as, admin } = setup(hub())
    await as(visitor(7)).events.create({ events: [visit], launch: launch('demo__c_Spring') })
    await as(visitor(8)).events.create({ events: [visit], launch: launch('demo__category_1__c_Camp1') })
    await admin.admin.campaigns.delete({ id: 1 })
    await as(visitor(9)).events.create({ events: [visit], launch: launch('demo__category_1__c_Camp1') })
    const { sources } = await admin.admin.stats.get({})
    expect(sources?.campaigns).toEqual([
      { id: 1, title: null, archived: false, deleted: true, visits: 1, visitors: 1, opens: 0 },
      { id: 2, title: 'Весна', archived: true, deleted: false, visits: 1, visitors: 1, opens: 0 },
    ])
    expect(sources?.unknown).toEqual({ visits: 1, visitors: 1 })
  })

  it('keeps counters only: a day holds counts and sets of ids per source, never an event', async () => {
    const { as, store } = setup(hub())
    for (let i = 0; i < 3; i += 1) await as(visitor(7)).events.create({ events: [visit], launch: launch('demo__c_Camp1') })
    const day = await store.read((data) => data.apps.demo!.openStats['2026-01-01'])
    expect(day).toEqual({
      opens: 0,
      visitors: { 7: 1 },
      items: {},
      sources: {
        visits: 3,
        campaigns: { 1: { visits: 3, visitors: { 7: 1 }, opens: 0 } },
        sharers: {},
        chatTypes: { channel: { visits: 3, visitors: { 7: 1 }, chats: { '-100200300': 1 } } },
        platforms: { ios: { visits: 3, visitors: { 7: 1 } } },
        languages: { ru: { visits: 3, visitors: { 7: 1 } } },
        unknown: { visits: 0, visitors: {} },
      },
    })
  })

  it('takes visit and share events with field errors for what is not one', async () => {
    const { visitor: anonymous } = setup(hub())
    const fields = await invalidFields(
      anonymous.events.create({
        events: [share('category', 1), { type: 'share', target: 'banner', id: 1 }, visit, { type: 'share' }] as never,
      }),
    )
    expect(Object.keys(fields).sort()).toEqual(['events.1.target', 'events.3.id', 'events.3.target'])
  })
})

describe('DELETE /admin/stats (issue 26)', () => {
  it('forgets every counter in one write recorded in the history, which cannot be restored; campaigns stay', async () => {
    const { as, admin, store } = setup(hub())
    await as(visitor(7, 'Ира')).events.create({
      events: [visit, open('category', 1), share('category', 1)],
      launch: launch('demo__c_Camp1'),
    })
    expect(await admin.admin.stats.reset()).toBeNull()
    const stats = await admin.admin.stats.get({})
    expect([stats.totals, stats.items, stats.sources?.campaigns]).toEqual([{ opens: 0, visitors: 0, visits: 0 }, [], []])
    expect(await store.read((data) => [data.apps.demo!.openStats, data.apps.demo!.sharers])).toEqual([{}, undefined])
    expect((await admin.admin.campaigns.list({})).meta.total).toBe(2)
    const [entry] = (await admin.admin.auditLog.list({ filter: { resource: 'stats' } })).data
    expect(entry).toMatchObject({
      action: 'delete',
      resource: 'stats',
      recordId: null,
      before: { from: '2026-01-01', to: '2026-01-01', days: 1 },
      after: null,
    })
    const refused = await problemOf(admin.admin.auditLog.restore({ id: entry!.id }))
    expect([refused.status, refused.extra.code]).toEqual([409, 'restore_not_supported'])
  })

  it('is for admins only', async () => {
    const { as } = setup(hub())
    expect((await problemOf(as(visitor(7)).admin.stats.reset())).status).toBe(403)
    expect((await problemOf(as(null).admin.stats.reset())).status).toBe(401)
  })
})
