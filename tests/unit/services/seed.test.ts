import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { admin } from '@/api/contract/admins'
import { banner } from '@/api/contract/banners'
import { button } from '@/api/contract/buttons'
import { category, categoryDisplayType, roadType } from '@/api/contract/categories'
import { file } from '@/api/contract/common'
import { linkList } from '@/api/contract/link-lists'
import { material, materialDisplayType } from '@/api/contract/materials'
import { popupView } from '@/api/contract/popups'
import { section } from '@/api/contract/sections'
import { popupText } from '@/api/contract/texts'
import { theme } from '@/api/contract/themes'
import { adminOf, resolver, themeOf } from '@mock-api/services/resolve'
import { emptyData, seedData } from '@mock-api/store/seed'
import type { AppData } from '@mock-api/store/store'

const data = seedData()
const demo = data.apps.demo as AppData
const club = data.apps.club as AppData

describe('seedData', () => {
  it('is pure: every call gives equal, unshared data', () => {
    const other = seedData()
    expect(other).toEqual(data)
    other.apps.demo?.categories.pop()
    expect(seedData()).toEqual(data)
  })

  it.each([
    ['demo', demo],
    ['club', club],
  ])('%s: every record validates as its contract view', (_, app) => {
    const r = resolver(app, 'admin')
    for (const f of app.files) file.parse(r.file(f.id))
    for (const c of app.categories) category.parse(r.category(c, new Set(['materials', 'sections', 'subcategories'])))
    for (const s of app.sections) section.parse(r.section(s, true))
    for (const m of app.materials) material.parse(r.material(m))
    for (const t of app.texts) popupText.parse(r.text(t))
    for (const p of app.popups) popupView.parse(r.popup(p))
    for (const b of app.buttons) button.parse(r.button(b))
    for (const l of app.linkLists) linkList.parse(r.linkList(l))
    for (const b of app.banners) banner.parse(r.banner(b))
    for (const t of app.themes) theme.parse(themeOf(t))
    for (const a of app.admins) admin.parse(adminOf(a))
  })

  it.each([
    ['demo', demo],
    ['club', club],
  ])('%s: every reference points at an existing record of the right kind', (_, app) => {
    const ids = (records: { id: number }[]) => new Set(records.map((record) => record.id))
    const materials = ids(app.materials)
    const sections = ids(app.sections)
    const popups = ids(app.popups)
    const fileType = new Map(app.files.map((f) => [f.id, f.type]))
    const links = [...app.categories, ...app.sections, ...app.materials, ...app.buttons, ...app.banners].flatMap((r) => r.links)
    for (const link of links) if (link.popupId !== null) expect(popups.has(link.popupId)).toBe(true)
    for (const r of [...app.categories, ...app.materials]) {
      if (r.imageId !== null) expect(fileType.get(r.imageId)).toBe('image')
      if (r.iconId !== null) expect(fileType.get(r.iconId)).toBe('icon')
    }
    for (const c of app.categories) {
      expect(c.materialIds.every((id) => materials.has(id))).toBe(true)
      expect(c.sectionIds.every((id) => sections.has(id))).toBe(true)
      if (c.parentId !== null) expect(ids(app.categories).has(c.parentId)).toBe(true)
    }
    for (const p of app.popups) {
      expect(p.textIds.every((id) => ids(app.texts).has(id))).toBe(true)
      expect(p.buttonIds.every((id) => ids(app.buttons).has(id))).toBe(true)
      expect(p.linkListIds.every((id) => ids(app.linkLists).has(id))).toBe(true)
    }
    const collections = [
      'categories',
      'sections',
      'materials',
      'texts',
      'popups',
      'buttons',
      'linkLists',
      'banners',
      'themes',
      'admins',
      'files',
    ] as const
    for (const name of collections) {
      for (const record of app[name]) expect(record.id).toBeLessThanOrEqual(app.lastIds[name])
    }
  })

  it('serves every seed file from public/, locally and small', () => {
    const urls = [...demo.files, ...club.files].map((f) => f.url)
    const video = demo.categories.find((c) => c.roadType === 'video')?.video
    for (const url of [...urls, video]) {
      expect(url).toMatch(/^\/seed\/[\w-]+\.(svg|mp4)$/)
      const local = path.join(process.cwd(), 'public', url as string)
      expect(existsSync(local), local).toBe(true)
      expect(statSync(local).size).toBeLessThan(300 * 1024)
    }
  })

  it('demo exercises every category display type and road type', () => {
    const roots = demo.categories.filter((c) => c.parentId === null)
    expect(new Set(demo.categories.map((c) => c.displayType))).toEqual(new Set(categoryDisplayType.options))
    expect(new Set(demo.categories.map((c) => c.roadType))).toEqual(new Set(roadType.options))
    expect(new Set(demo.materials.map((m) => m.displayType))).toEqual(new Set(materialDisplayType.options))
    expect(roots.length).toBeGreaterThan(4)
    expect(roots.map((c) => c.order)).toEqual(roots.map((_, i) => i))
  })

  it('demo has link categories to an https site, to t.me and to a private channel, and a popup link', () => {
    const urls = demo.categories.flatMap((c) => (c.roadType === 'link' ? c.links.map((l) => l.externalUrl) : []))
    expect(urls.some((u) => u?.startsWith('https://') && !u.startsWith('https://t.me/'))).toBe(true)
    expect(urls.some((u) => u?.startsWith('https://t.me/') && !u.startsWith('https://t.me/+'))).toBe(true)
    expect(urls.some((u) => u?.startsWith('https://t.me/+'))).toBe(true)
    expect(demo.categories.some((c) => c.links.some((l) => l.linkType === 'popup'))).toBe(true)
    expect(demo.materials.some((m) => m.links.some((l) => l.linkType === 'popup'))).toBe(true)
    expect(demo.categories.find((c) => c.roadType === 'video')?.video).toMatch(/^\/seed\/.+\.mp4$/)
  })

  it('demo has a subcategory of section type with material and link sections', () => {
    const withSections = demo.categories.filter((c) => c.parentId !== null && c.roadType === 'section')
    const roads = withSections.flatMap((c) => c.sectionIds.map((id) => demo.sections.find((s) => s.id === id)?.roadType))
    expect(new Set(roads)).toEqual(new Set(['material', 'link']))
  })

  it('demo popups use every part', () => {
    const texts = demo.popups.flatMap((p) => p.textIds.map((id) => demo.texts.find((t) => t.id === id)))
    expect(new Set(texts.map((t) => `${String(t?.kind)}/${String(t?.alignmentType)}`))).toEqual(
      new Set(['plain/left', 'plain/center', 'bullets/left', 'bullets/center']),
    )
    expect(new Set(demo.popups.map((p) => p.titleAlign))).toEqual(new Set(['left', 'center']))
    expect(demo.popups.every((p) => p.imageId !== null && p.title !== null && p.buttonIds.length > 0)).toBe(true)
    const lists = demo.popups.flatMap((p) => p.linkListIds.map((id) => demo.linkLists.find((l) => l.id === id)))
    expect(lists.some((l) => l?.type === 'materials' && l.materialIds.length > 0)).toBe(true)
    expect(lists.some((l) => l?.type === 'local' && l.localLinks.every((link) => link.iconId !== null))).toBe(true)
    const buttons = demo.popups.flatMap((p) => p.buttonIds.map((id) => demo.buttons.find((b) => b.id === id)))
    expect(new Set(buttons.map((b) => b?.background)).size).toBeGreaterThan(1)
  })

  it('demo has two active banners and an inactive one, the floating button, two themes and admin 1', () => {
    expect(demo.banners.filter((b) => b.isActive)).toHaveLength(2)
    expect(demo.banners.filter((b) => !b.isActive)).toHaveLength(1)
    const floating = demo.buttons.filter((b) => b.isToMain)
    expect(floating.find((b) => b.isActive)?.links.length).toBeGreaterThan(0)
    expect(floating.some((b) => !b.isActive)).toBe(true)
    expect(demo.themes.map((t) => t.type)).toEqual(['light', 'dark'])
    expect(demo.themes[0]?.backgroundColor).toBe('#2481cc')
    expect(demo.admins.map((a) => a.telegramId)).toEqual([1])
  })

  it('club requires its channel and has subscribers 1 and 3', () => {
    expect(club.navigation).toEqual({
      title: expect.any(String),
      subscriptionChannelUrl: 'https://t.me/club_channel',
      subscriptionRequired: true,
      subscriberIds: [1, 3],
      botUsername: null,
      appShortName: null,
      sharingEnabled: true,
      homeScreenSuggestion: true,
    })
    expect(club.admins.map((a) => a.telegramId)).toEqual([1])
  })

  it('demo has a channel without the hub-wide rule (Мария, user 3, is a member) and content for members and outsiders', () => {
    expect(demo.navigation).toMatchObject({
      subscriptionChannelUrl: 'https://t.me/kod_school',
      subscriptionRequired: false,
      subscriberIds: [3],
    })
    const audiences = (records: readonly { audience?: string; lockedDisplay?: string }[]) =>
      new Set(records.map((r) => `${r.audience ?? 'everyone'}${r.audience === 'members' ? `:${r.lockedDisplay ?? 'locked'}` : ''}`))
    expect(audiences(demo.materials)).toEqual(new Set(['everyone', 'members:locked', 'members:hidden', 'outsiders']))
    expect(audiences(demo.categories)).toEqual(new Set(['everyone', 'members:locked', 'members:hidden']))
    expect(audiences(demo.buttons)).toEqual(new Set(['everyone', 'members:locked']))
    const lockedMaterial = demo.materials.find((m) => m.audience === 'members' && m.lockedDisplay === 'locked')
    const hiddenMaterial = demo.materials.find((m) => m.audience === 'members' && m.lockedDisplay === 'hidden')
    expect(lockedMaterial?.displayType).not.toBe(hiddenMaterial?.displayType)
    // Home's own reads stay the same for members and outsiders: the new records are inside «Сообщество» and a popup's buttons.
    expect(demo.categories.filter((c) => c.parentId === null).every((c) => (c.audience ?? 'everyone') === 'everyone')).toBe(true)
  })

  it('demo has sharing settings: a link into it can be made', () => {
    expect(demo.navigation).toMatchObject({ botUsername: 'kod_school_bot', appShortName: 'hub' })
  })
})

describe('seedData: schedules', () => {
  const seeded = seedData(new Date('2026-03-10T15:30:00Z')).apps.demo!

  it('demo has a material published a week after the seed day and a banner whose window has ended', () => {
    const archive = seeded.materials.find((m) => m.title === 'Архив вебинаров 2024')
    expect(archive).toMatchObject({ isActive: true, visibleFrom: '2026-03-17T06:00:00.000Z', visibleUntil: null })
    const ended = seeded.banners.filter((b) => b.visibleUntil != null)
    expect(ended).toHaveLength(1)
    expect(ended[0]).toMatchObject({ visibleFrom: '2026-02-08T06:00:00.000Z', visibleUntil: '2026-03-08T06:00:00.000Z' })
  })

  it('announces a webinar going live with the archive, and schedules nothing else: what visitors saw before schedules, they still see', () => {
    const scheduled = [...seeded.categories, ...seeded.materials, ...seeded.banners, ...seeded.buttons].filter(
      (r) => r.visibleFrom != null || r.visibleUntil != null,
    )
    expect(scheduled).toHaveLength(3)
    const coming = seeded.materials.find((m) => m.announce === true)
    expect(coming).toMatchObject({ title: 'Вебинар «Первая работа в ИТ»', visibleFrom: '2026-03-17T06:00:00.000Z' })
  })
})

describe('seedData: opens', () => {
  const today = new Date('2026-03-10T15:30:00Z')
  const opens = seedData(today).apps.demo!.openStats
  const dates = Object.keys(opens).sort()

  it('gives demo four weeks of counters ending on the seed day (UTC), the same for the same day', () => {
    expect(dates).toHaveLength(28)
    expect([dates[0], dates.at(-1)]).toEqual(['2026-02-11', '2026-03-10'])
    expect(seedData(new Date('2026-03-10T23:59:00Z')).apps.demo!.openStats).toEqual(opens)
    expect(club.openStats).toEqual({})
  })

  it('adds up: a day’s opens are its items’, its visitors theirs and its visits’; made-up visitors only', () => {
    for (const day of Object.values(opens)) {
      const items = Object.values(day.items)
      expect(day.opens).toBe(items.reduce((sum, item) => sum + item.opens, 0))
      const visited = Object.values(day.sources?.chatTypes ?? {}).flatMap((counter) => Object.keys(counter.visitors))
      const openers = items.flatMap((item) => Object.keys(item.visitors))
      expect(Object.keys(day.visitors).sort()).toEqual([...new Set([...openers, ...visited])].sort())
      expect(Object.keys(day.visitors).every((id) => Number(id) > 1000)).toBe(true)
      expect(day.opens).toBeGreaterThan(new Set(openers).size)
    }
  })

  it('has four weeks of visits by source, each dimension adding up to the day’s visits (issue 26)', () => {
    const app = seedData(today).apps.demo!
    const sum = (counters: Record<string, { visits: number }>) => Object.values(counters).reduce((total, c) => total + c.visits, 0)
    const days = Object.values(opens)
    expect(days).toHaveLength(28)
    for (const day of days) {
      const sources = day.sources!
      expect(sources.visits).toBeGreaterThan(20)
      for (const dimension of [sources.chatTypes, sources.platforms, sources.languages]) expect(sum(dimension)).toBe(sources.visits)
      expect(sum(sources.campaigns) + sum(sources.sharers) + sources.unknown.visits).toBeLessThan(sources.visits)
    }
    expect(app.campaigns.map((c) => [c.title, c.target, c.archived])).toEqual([
      ['Пост ВКонтакте 12 ноября', 'category', false],
      ['Закреп в канале', 'home', false],
      ['Рассылка: вебинары', 'section', false],
      ['Весенняя акция', 'home', true],
    ])
    const archived = String(app.campaigns.at(-1)!.id)
    const dates = Object.keys(opens).sort()
    expect(dates.filter((date) => opens[date]!.sources!.campaigns[archived]).every((date) => date <= dates[6]!)).toBe(true)
    expect(Object.values(app.sharers ?? {}).map((sharer) => sharer.name)).toHaveLength(3)
    expect(days.some((day) => Object.values(day.items).some((item) => (item.shares ?? 0) > 0))).toBe(true)
  })

  it('counts only records demo has, of every kind', () => {
    const app = seedData(today).apps.demo!
    const keys = new Set(Object.values(opens).flatMap((day) => Object.keys(day.items)))
    const has: Record<string, (id: number) => boolean> = {
      category: (id) => app.categories.some((c) => c.id === id && c.isActive),
      section: (id) => app.sections.some((s) => s.id === id),
      material: (id) => app.materials.some((m) => m.id === id && m.isActive),
      banner: (id) => app.banners.some((b) => b.id === id && b.isActive),
      button: (id) => app.buttons.some((b) => b.id === id && b.isActive),
      local_link: (id) => app.linkLists.some((l) => l.localLinks.some((link) => link.id === id)),
    }
    for (const key of keys) {
      const [kind = '', id = ''] = key.split(':')
      expect(has[kind]?.(Number(id)), key).toBe(true)
    }
    expect(new Set([...keys].map((key) => key.split(':')[0]))).toEqual(new Set(Object.keys(has)))
  })
})

describe('emptyData', () => {
  it('gives hubs with a navigation and nothing else', () => {
    const empty = emptyData('a', 'b')
    expect(Object.keys(empty.apps)).toEqual(['a', 'b'])
    expect(empty.apps.a?.navigation).toEqual({
      title: 'a',
      subscriptionChannelUrl: null,
      subscriptionRequired: false,
      subscriberIds: [],
      botUsername: null,
      appShortName: null,
      sharingEnabled: true,
      homeScreenSuggestion: true,
    })
    expect(empty.apps.a?.categories).toEqual([])
    expect(empty.apps.a?.admins).toEqual([])
  })
})
