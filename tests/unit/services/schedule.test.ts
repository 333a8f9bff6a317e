import { describe, expect, it } from 'vitest'
import { link, seeder } from '@mock-api/store/seed-builder'
import { emptyData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { invalidFields, NOW, setup } from './support'

const FROM = '2026-01-10T06:00:00.000Z'
const UNTIL = '2026-01-20T06:00:00.000Z'
const window = { visibleFrom: FROM, visibleUntil: UNTIL }
const ms = (iso: string, delta = 0) => new Date(Date.parse(iso) + delta)

/**
 * A hub where one of everything that can be scheduled has the window FROM..UNTIL, each beside an
 * unscheduled sibling, reached in every way a visitor reads it.
 */
function scheduledHub(): Data {
  const data = emptyData('demo')
  const s = seeder(data.apps.demo!)
  s.admin({ telegramId: 1, name: 'Админ', username: null, email: null })
  const image = s.file('image', 'banner.svg').id
  const promo = s.material({ title: 'Акция', displayType: 'icon', ...window })
  const always = s.material({ title: 'Всегда', displayType: 'icon' })
  s.category({ title: 'Курсы', roadType: 'material', displayType: 'no_bg', materialIds: [promo.id, always.id] })
  const season = s.category({ title: 'Сезон', roadType: 'subcategories', displayType: 'no_bg', ...window })
  s.category({
    title: 'Внутри сезона',
    parentId: season.id,
    roadType: 'link',
    displayType: 'no_bg',
    links: [link.external('https://a.example')],
  })
  s.section({ title: 'Подборка', roadType: 'material', materialIds: [promo.id, always.id] })
  s.banner({ imageId: image, ...window })
  s.banner({ imageId: image })
  s.button({ text: 'Плавающая акция', isToMain: true, ...window })
  s.button({ text: 'Плавающая', isToMain: true })
  const sheetPromo = s.button({ text: 'Кнопка акции', ...window })
  const sheetAlways = s.button({ text: 'Кнопка' })
  const list = s.linkList({ title: 'Подборка', type: 'materials', materialIds: [promo.id, always.id] })
  const popup = s.popup({ name: 'Лист', buttonIds: [sheetPromo.id, sheetAlways.id], linkListIds: [list.id] })
  s.category({ title: 'Лист', roadType: 'link', displayType: 'no_bg', links: [link.popup(popup.id)] })
  return data
}

/** What a visitor sees of everything scheduled, at the clock's time. */
async function visitorSees(visitor: ReturnType<typeof setup>['visitor']) {
  const roots = (await visitor.categories.list({ filter: { root: true }, include: ['materials'] })).data
  const courses = roots.find((c) => c.title === 'Курсы')
  const sheet = roots.find((c) => c.title === 'Лист')?.links[0]?.popup
  const section = (await visitor.sections.list({ include: ['materials'] })).data[0]
  const child = (await visitor.categories.list({ filter: { root: false } })).data.map((c) => c.title)
  return {
    categories: roots.map((c) => c.title).includes('Сезон'),
    subcategories: child.includes('Внутри сезона'),
    categoryMaterials: courses?.materials?.map((m) => m.title).includes('Акция'),
    sectionMaterials: section?.materials?.map((m) => m.title).includes('Акция'),
    banners: (await visitor.banners.list({})).data.length === 2,
    floatingButtons: (await visitor.buttons.list({ filter: { isToMain: true } })).data.map((b) => b.text).includes('Плавающая акция'),
    sheetButtons: sheet?.buttons.map((b) => b.text).includes('Кнопка акции'),
    sheetMaterials: sheet?.linkLists[0]?.materials?.map((m) => m.title).includes('Акция'),
  }
}

const everywhere = (shown: boolean) => ({
  categories: shown,
  subcategories: shown,
  categoryMaterials: shown,
  sectionMaterials: shown,
  banners: shown,
  floatingButtons: shown,
  sheetButtons: shown,
  sheetMaterials: shown,
})

describe('content on a schedule: visitor reads', () => {
  it.each([
    ['a moment before the window', ms(FROM, -1), false],
    ['its first instant', ms(FROM), true],
    ['its last moment', ms(UNTIL, -1), true],
    ['its end', ms(UNTIL), false],
  ])('at %s, every read agrees', async (_, now, shown) => {
    const { visitor, clock } = setup(scheduledHub())
    clock.now = now
    expect(await visitorSees(visitor)).toEqual(everywhere(shown))
  })

  it('a category outside its window, and what is under it, are not found; admins read them all', async () => {
    const { visitor, admin, clock } = setup(scheduledHub())
    clock.now = ms(UNTIL)
    const all = (await admin.admin.categories.list({})).data
    const season = all.find((c) => c.title === 'Сезон')!
    const child = all.find((c) => c.title === 'Внутри сезона')!
    await expect(visitor.categories.get({ id: season.id })).rejects.toThrow()
    await expect(visitor.categories.get({ id: child.id })).rejects.toThrow()
    expect(await admin.admin.categories.get({ id: season.id })).toMatchObject(window)
    expect((await admin.admin.materials.list({})).data.map((m) => m.title)).toContain('Акция')
    expect((await admin.admin.banners.list({})).data).toHaveLength(2)
  })

  it('keeps the window in visitor views, so a screen can hide an item when it ends', async () => {
    const { visitor, clock } = setup(scheduledHub())
    clock.now = ms(FROM)
    const banners = (await visitor.banners.list({})).data
    expect(banners.map((b) => [b.visibleFrom, b.visibleUntil])).toEqual([
      [FROM, UNTIL],
      [null, null],
    ])
  })
})

describe('content on a schedule: writes', () => {
  it('stores the window as UTC instants, whatever the offset', async () => {
    const { admin } = setup(scheduledHub())
    const created = await admin.admin.materials.create({
      title: 'Вебинар',
      visibleFrom: '2026-02-01T09:00:00+03:00',
      visibleUntil: '2026-02-01T12:30:00.5+03:00',
    })
    expect(created).toMatchObject({ visibleFrom: '2026-02-01T06:00:00.000Z', visibleUntil: '2026-02-01T09:30:00.500Z' })
    expect(await admin.admin.materials.get({ id: created.id })).toMatchObject({ visibleFrom: '2026-02-01T06:00:00.000Z' })
  })

  it('takes no window as none (omitted, null or empty), and a full update without one clears it', async () => {
    const { admin } = setup(scheduledHub())
    const banner = (await admin.admin.banners.list({})).data[0]!
    expect(banner).toMatchObject(window)
    const updated = await admin.admin.banners.update({ id: banner.id, imageId: banner.imageId, links: [] })
    expect(updated).toMatchObject({ visibleFrom: null, visibleUntil: null })
    const button = await admin.admin.buttons.create({ text: 'Кнопка', visibleFrom: '', visibleUntil: null })
    expect(button).toMatchObject({ visibleFrom: null, visibleUntil: null })
  })

  it.each([
    ['materials', { title: 'М' }],
    ['buttons', { text: 'К' }],
    ['banners', { imageId: 1 }],
    ['categories', { title: 'К', roadType: 'link', links: [{ linkType: 'external', externalUrl: 'https://a.example' }] }],
  ] as const)('%s: until must come after from; a time without an offset is refused', async (resource, fields) => {
    const { admin } = setup(scheduledHub())
    const create = admin.admin[resource].create as (input: object) => Promise<unknown>
    const upsideDown = { ...fields, visibleFrom: '2026-02-01T09:00:00+03:00', visibleUntil: '2026-02-01T06:00:00Z' }
    expect(await invalidFields(create(upsideDown))).toEqual({ visibleUntil: ['Must be after the start of the window'] })
    expect(Object.keys(await invalidFields(create({ ...fields, visibleFrom: '2026-02-01T09:00:00' })))).toEqual(['visibleFrom'])
    expect(Object.keys(await invalidFields(create({ ...fields, visibleUntil: 'tomorrow' })))).toEqual(['visibleUntil'])
  })
})

describe('content on a schedule: admin lists', () => {
  it.each([
    ['scheduled', ms(FROM, -1)],
    ['live', ms(FROM)],
    ['ended', ms(UNTIL)],
  ] as const)('filter[schedule]=%s finds each kind where the clock puts it', async (state, now) => {
    const { admin, clock } = setup(scheduledHub())
    clock.now = now
    const schedule = { schedule: state }
    const titles = {
      categories: (await admin.admin.categories.list({ filter: schedule })).data.map((c) => c.title),
      materials: (await admin.admin.materials.list({ filter: schedule })).data.map((m) => m.title),
      banners: (await admin.admin.banners.list({ filter: schedule })).data.map((b) => b.visibleFrom),
      buttons: (await admin.admin.buttons.list({ filter: { ...schedule, isToMain: true } })).data.map((b) => b.text),
    }
    if (state === 'live') {
      expect(titles).toEqual({
        categories: ['Курсы', 'Сезон', 'Внутри сезона', 'Лист'],
        materials: ['Акция', 'Всегда'],
        banners: [FROM, null],
        buttons: ['Плавающая акция', 'Плавающая'],
      })
    } else {
      expect(titles).toEqual({ categories: ['Сезон'], materials: ['Акция'], banners: [FROM], buttons: ['Плавающая акция'] })
    }
  })
})

describe('GET /navigations/{appKey}: nextChangeAt', () => {
  it('is the next bound of an active scheduled record after now, null once none lies ahead', async () => {
    const { visitor, clock } = setup(scheduledHub())
    const next = async () => (await visitor.navigations.get({ appKey: 'demo' })).nextChangeAt
    clock.now = ms(FROM, -60_000)
    expect(await next()).toBe(FROM)
    clock.now = ms(FROM)
    expect(await next()).toBe(UNTIL)
    clock.now = ms(UNTIL)
    expect(await next()).toBeNull()
  })

  it('leaves out inactive records: they show at no time', async () => {
    const data = scheduledHub()
    for (const records of [data.apps.demo!.materials, data.apps.demo!.categories, data.apps.demo!.banners, data.apps.demo!.buttons]) {
      for (const record of records) record.isActive = false
    }
    const { visitor } = setup(data)
    expect((await visitor.navigations.get({ appKey: 'demo' })).nextChangeAt).toBeNull()
  })

  it("in the seed: demo's scheduled material is next, a week after the seed day", async () => {
    const { visitor } = setup()
    expect((await visitor.navigations.get({ appKey: 'demo' })).nextChangeAt).toBe('2026-01-08T06:00:00.000Z')
    expect(NOW.toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })
})
