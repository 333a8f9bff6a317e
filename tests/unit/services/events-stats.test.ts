import { describe, expect, it } from 'vitest'
import type { OpenEvent } from '@/api/contract/events'
import type { Caller } from '@mock-api/context'
import { link, seeder } from '@mock-api/store/seed-builder'
import { emptyData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { ADMIN, invalidFields, problemOf, setup } from './support'

const open = (target: OpenEvent['target'], id: number): OpenEvent => ({ type: 'open', target, id })
const visitor = (id: number): Caller => ({ id, isAdmin: false, role: null })
/** A day of the answer without visits (issue 26's field zero). */
const day = (date: string, opens: number, visitors: number) => ({ date, opens, visitors, visits: 0 })
/** An item of the answer that nobody shared or arrived at. */
const item = (target: string, id: number, title: string | null, opens: number, visitors: number, deleted = false) => ({
  target,
  id,
  title,
  deleted,
  opens,
  visitors,
  shares: 0,
  visits: 0,
})

/** demo: one record of every kind that can be opened; club: more materials than demo has. */
function hubs(): Data {
  const data = emptyData('demo', 'club')
  const s = seeder(data.apps.demo!)
  s.admin({ telegramId: 1, name: 'Админ', username: null, email: null })
  const material = s.material({ title: 'Шпаргалка', displayType: 'icon' })
  s.material({ title: 'Гайд', displayType: 'icon' })
  s.category({ title: 'Курсы', roadType: 'material', displayType: 'no_bg', materialIds: [material.id] })
  s.section({ title: 'Чаты', roadType: 'link', links: [link.external('https://t.me/chat')] })
  s.banner({ links: [link.external('https://a.example')] })
  s.button({ text: 'Написать', isToMain: true })
  s.linkList({ title: 'Мы в сети', type: 'local', localLinks: [s.localLink('Канал', 'https://t.me/channel', null)] })
  const club = seeder(data.apps.club!)
  club.admin({ telegramId: 1, name: 'Админ', username: null, email: null })
  for (let i = 0; i < 5; i += 1) club.material({ title: `Материал ${String(i + 1)}`, displayType: 'icon' })
  return data
}

describe('POST /events', () => {
  it('counts opens per item and day; signed-in callers are distinct visitors, anonymous ones opens only', async () => {
    const { as, admin } = setup(hubs())
    await as(null).events.create({ events: [open('material', 1), open('material', 1), open('category', 1)] })
    await as(visitor(7)).events.create({ events: [open('material', 1)] })
    await as(visitor(7)).events.create({ events: [open('material', 1), open('banner', 1)] })
    await as(visitor(8)).events.create({ events: [open('material', 2)] })

    const stats = await admin.admin.stats.get({})
    expect(stats.totals).toEqual({ opens: 7, visitors: 2, visits: 0 })
    expect(stats.days.at(-1)).toEqual(day('2026-01-01', 7, 2))
    expect(stats.items).toEqual([
      item('material', 1, 'Шпаргалка', 4, 1),
      item('material', 2, 'Гайд', 1, 1),
      item('banner', 1, null, 1, 1),
      item('category', 1, 'Курсы', 1, 0),
    ])
  })

  it('names every kind of target by its title: sections, buttons by their text, local links', async () => {
    const { as, admin } = setup(hubs())
    await as(null).events.create({ events: [open('section', 1), open('button', 1), open('local_link', 1)] })
    const titles = (await admin.admin.stats.get({})).items.map((item) => [item.target, item.title])
    expect(titles).toEqual([
      ['section', 'Чаты'],
      ['button', 'Написать'],
      ['local_link', 'Канал'],
    ])
  })

  it('drops events naming records the hub does not have, another hub’s included', async () => {
    const { as, admin } = setup(hubs())
    await as(null, 'club').events.create({ events: [open('material', 5)] })
    await as(null).events.create({ events: [open('material', 5), open('category', 99), open('local_link', 2), open('material', 1)] })
    expect((await admin.admin.stats.get({})).totals.opens).toBe(1)
    expect((await as(ADMIN, 'club').admin.stats.get({})).items).toEqual([item('material', 5, 'Материал 5', 1, 0)])
  })

  it('stores counters, not events: a day holds its opens, its visitors once each, and its items', async () => {
    const { as, store } = setup(hubs())
    for (let i = 0; i < 20; i += 1) await as(visitor(7)).events.create({ events: [open('material', 1)] })
    const days = await store.read((data) => data.apps.demo!.openStats)
    expect(days).toEqual({ '2026-01-01': { opens: 20, visitors: { 7: 1 }, items: { 'material:1': { opens: 20, visitors: { 7: 1 } } } } })
  })

  it('counts on the day of the clock, also when it goes back, and drops days older than 400 days', async () => {
    const { as, store, clock } = setup(hubs())
    const at = (iso: string) => (clock.now = new Date(iso))
    at('2026-01-03T10:00:00Z')
    await as(null).events.create({ events: [open('material', 1)] })
    at('2026-01-01T23:59:59Z')
    await as(null).events.create({ events: [open('material', 1)] })
    at('2026-01-02T00:00:00Z')
    await as(null).events.create({ events: [open('material', 1)] })
    const dates = () => store.read((data) => Object.keys(data.apps.demo!.openStats).sort())
    expect(await dates()).toEqual(['2026-01-01', '2026-01-02', '2026-01-03'])
    at('2027-02-05T12:00:00Z') // 400 days after 2026-01-02: that day is the oldest kept
    await as(null).events.create({ events: [open('material', 1)] })
    expect(await dates()).toEqual(['2026-01-02', '2026-01-03', '2027-02-05'])
  })

  it('refuses an empty batch, more than 50 events, unknown targets and types', async () => {
    const { visitor: anonymous } = setup(hubs())
    expect(await invalidFields(anonymous.events.create({ events: [] }))).toEqual({ events: ['At least one event is required'] })
    const many = Array.from({ length: 51 }, () => open('material', 1))
    expect(await invalidFields(anonymous.events.create({ events: many }))).toEqual({ events: ['At most 50 events a request'] })
    const odd = [
      { type: 'open', target: 'popup', id: 1 },
      { type: 'close', target: 'material', id: 1 },
    ] as never
    expect(Object.keys(await invalidFields(anonymous.events.create({ events: odd })))).toEqual(['events.0.target', 'events.1.type'])
  })
})

describe('GET /admin/stats', () => {
  it('answers the last 30 days ending today by default, every day, zeros included', async () => {
    const { admin } = setup(hubs())
    const stats = await admin.admin.stats.get({})
    expect([stats.from, stats.to, stats.days.length]).toEqual(['2025-12-03', '2026-01-01', 30])
    expect(stats.days[0]).toEqual(day('2025-12-03', 0, 0))
    expect(stats).toMatchObject({ totals: { opens: 0, visitors: 0, visits: 0 }, items: [] })
    expect(stats.sources).toEqual({
      campaigns: [],
      sharers: [],
      chatTypes: [],
      platforms: [],
      languages: [],
      unknown: { visits: 0, visitors: 0 },
    })
    const upTo = await admin.admin.stats.get({ filter: { to: '2025-03-01' } })
    expect([upTo.from, upTo.to]).toEqual(['2025-01-31', '2025-03-01'])
  })

  it('counts a visitor once across the range, and once per item', async () => {
    const { as, admin, clock } = setup(hubs())
    for (const day of ['2025-12-30', '2025-12-31', '2026-01-01']) {
      clock.now = new Date(`${day}T12:00:00Z`)
      await as(visitor(7)).events.create({ events: [open('material', 1)] })
    }
    await as(visitor(8)).events.create({ events: [open('material', 2)] })
    const stats = await admin.admin.stats.get({ filter: { from: '2025-12-30', to: '2026-01-01' } })
    expect(stats.days).toEqual([day('2025-12-30', 1, 1), day('2025-12-31', 1, 1), day('2026-01-01', 2, 2)])
    expect(stats.totals).toEqual({ opens: 4, visitors: 2, visits: 0 })
    expect(stats.items.map((item) => [item.id, item.opens, item.visitors])).toEqual([
      [1, 3, 1],
      [2, 1, 1],
    ])
    const lastTwo = await admin.admin.stats.get({ filter: { from: '2025-12-31', to: '2025-12-31' } })
    expect([lastTwo.totals, lastTwo.days.length]).toEqual([{ opens: 1, visitors: 1, visits: 0 }, 1])
  })

  it('sorts items by opens, then visitors, then target and id', async () => {
    const { as, admin } = setup(hubs())
    await as(null).events.create({ events: [open('material', 2), open('material', 2), open('banner', 1), open('category', 1)] })
    await as(visitor(7)).events.create({ events: [open('section', 1), open('material', 1)] })
    const order = (await admin.admin.stats.get({})).items.map((item) => `${item.target}:${String(item.id)}`)
    expect(order).toEqual(['material:2', 'section:1', 'material:1', 'category:1', 'banner:1'])
  })

  it('keeps a deleted item’s opens, with no title', async () => {
    const { as, admin } = setup(hubs())
    await as(null).events.create({ events: [open('material', 2)] })
    await admin.admin.materials.delete({ id: 2 })
    expect((await admin.admin.stats.get({})).items).toEqual([item('material', 2, null, 1, 0, true)])
  })

  it('with filter[target], counts only that kind in the totals, the days and the items', async () => {
    const { as, admin } = setup(hubs())
    await as(visitor(7)).events.create({ events: [open('material', 1), open('category', 1)] })
    await as(visitor(8)).events.create({ events: [open('category', 1)] })
    const materials = await admin.admin.stats.get({ filter: { target: 'material' } })
    expect(materials.totals).toEqual({ opens: 1, visitors: 1, visits: 0 })
    expect(materials.days.at(-1)).toEqual(day('2026-01-01', 1, 1))
    expect(materials.items.map((item) => item.target)).toEqual(['material'])
    const categories = await admin.admin.stats.get({ filter: { target: 'category' } })
    expect(categories.totals).toEqual({ opens: 2, visitors: 2, visits: 0 })
  })

  it('refuses a range upside down or over 366 days, and dates that are not YYYY-MM-DD', async () => {
    const { admin } = setup(hubs())
    const refused = async (filter: { from?: string; to?: string }) => {
      const problem = await problemOf(admin.admin.stats.get({ filter }))
      return [problem.status, problem.extra.errors]
    }
    expect(await refused({ from: '2026-01-02', to: '2026-01-01' })).toEqual([
      422,
      { 'filter.to': ['The start date must not be after the end date'] },
    ])
    expect(await refused({ from: '2025-01-01', to: '2026-01-02' })).toEqual([422, { 'filter.to': ['The range may span at most 366 days'] }])
    expect((await admin.admin.stats.get({ filter: { from: '2025-01-01', to: '2026-01-01' } })).days).toHaveLength(366)
    expect(await refused({ from: '2026-01-05' })).toEqual([422, { 'filter.to': ['The start date must not be after the end date'] }])
    expect(await invalidFields(admin.admin.stats.get({ filter: { from: '2026-1-5' } }))).toEqual({
      'filter.from': ['Expected a date as YYYY-MM-DD'],
    })
    expect(Object.keys(await invalidFields(admin.admin.stats.get({ filter: { to: '2026-02-30' } })))).toEqual(['filter.to'])
  })

  it('is for admins only', async () => {
    const { as } = setup(hubs())
    expect((await problemOf(as(visitor(7)).admin.stats.get({}))).status).toBe(403)
    expect((await problemOf(as(null).admin.stats.get({}))).status).toBe(401)
  })
})
