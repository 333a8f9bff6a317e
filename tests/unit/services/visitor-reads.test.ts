import { describe, expect, it } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import type { AppData } from '@mock-api/store/store'
import { problemOf, setup } from './support'

const demo = seedData().apps.demo as AppData
const idOf = (title: string) => {
  const found = [...demo.categories, ...demo.materials].find((r) => r.title === title)
  if (!found) throw new Error(`No seed record titled ${title}`)
  return found.id
}

describe('categories.list', () => {
  it('gives Home the active root categories in their order', async () => {
    const { visitor } = setup()
    const answer = await visitor.categories.list({ filter: { root: true } })
    const roots = demo.categories.filter((c) => c.parentId === null && c.isActive).sort((a, b) => a.order - b.order)
    expect(answer.data.map((c) => c.id)).toEqual(roots.map((c) => c.id))
    expect(answer.data.every((c) => c.isActive && c.parentId === null)).toBe(true)
    expect(answer.data.map((c) => c.title)).not.toContain('Летний интенсив')
    expect(answer.meta).toEqual({ total: roots.length, offset: 0, limit: 100 })
  })

  it('pages', async () => {
    const { visitor } = setup()
    const all = await visitor.categories.list({ filter: { root: true } })
    const page = await visitor.categories.list({ filter: { root: true }, pagination: { offset: 2, limit: 2 } })
    expect(page.data.map((c) => c.id)).toEqual(all.data.slice(2, 4).map((c) => c.id))
    expect(page.meta).toEqual({ total: all.meta.total, offset: 2, limit: 2 })
  })

  it('filters by parent, road type and title (case-insensitive)', async () => {
    const { visitor } = setup()
    const community = idOf('Сообщество')
    const children = await visitor.categories.list({ filter: { parentId: community } })
    // An anonymous visitor is an outsider: «Клуб участников» is locked for them, «Чат участников» hidden.
    expect(children.data.map((c) => c.title)).toEqual([
      'Чаты и форум',
      'Новости школы',
      'Клуб выпускников',
      'Эфиры и записи',
      'Клуб участников',
    ])
    const videos = await visitor.categories.list({ filter: { roadType: 'video' } })
    expect(videos.data.map((c) => c.roadType)).toEqual(['video'])
    const byTitle = await visitor.categories.list({ filter: { title: 'КУРС' } })
    expect(byTitle.data.map((c) => c.title)).toEqual(['Курсы'])
  })

  it('resolves images, icons and popups in links', async () => {
    const { visitor } = setup()
    const { data } = await visitor.categories.list({ filter: { root: true } })
    const courses = data.find((c) => c.title === 'Курсы')
    expect(courses?.image).toEqual({
      id: courses?.imageId,
      url: '/seed/category-courses.svg',
      originalName: 'category-courses.svg',
      type: 'image',
    })
    expect(courses?.icon?.type).toBe('icon')
    const start = data.find((c) => c.title === 'С чего начать')
    const popup = start?.links[0]?.popup
    expect(popup?.title).toBe('Добро пожаловать в «Код»!')
    expect(popup?.texts.map((t) => t.kind)).toEqual(['plain', 'bullets'])
    expect(popup?.buttons.map((b) => b.text)).toEqual(['Записаться на курс', 'Посмотрю позже'])
    const materials = popup?.linkLists.find((l) => l.type === 'materials')?.materials ?? []
    expect(materials.map((m) => m.title)).toEqual(['Основы JavaScript', 'Git за один вечер', 'Шпаргалка по терминалу'])
    const local = popup?.linkLists.find((l) => l.type === 'local')
    expect(local?.localLinks.every((l) => l.icon?.type === 'icon')).toBe(true)
  })

  it('includes materials, sections and subcategories on request only', async () => {
    const { visitor } = setup()
    const plain = await visitor.categories.list({ filter: { root: true } })
    expect(plain.data[0]?.materials).toBeUndefined()
    const rich = await visitor.categories.list({ filter: { root: true }, include: ['materials', 'sections', 'subcategories'] })
    const courses = rich.data.find((c) => c.title === 'Курсы')
    expect(courses?.materials?.map((m) => m.id)).toEqual(courses?.materialIds)
    expect(rich.data.find((c) => c.title === 'Сообщество')?.subcategories).toHaveLength(5)
  })
})

describe('categories.get', () => {
  it('gives subcategories in order with their sections and those with their active materials', async () => {
    const { visitor } = setup()
    const community = await visitor.categories.get({ id: idOf('Сообщество'), include: ['subcategories'] })
    expect(community.subcategories?.map((c) => c.title)).toEqual([
      'Чаты и форум',
      'Новости школы',
      'Клуб выпускников',
      'Эфиры и записи',
      'Клуб участников',
    ])
    expect(community.subcategoryIds).toEqual(community.subcategories?.map((c) => c.id))
    const chats = community.subcategories?.[0]
    expect(chats?.sections?.map((s) => [s.title, s.roadType])).toEqual([
      ['Чаты по направлениям', 'material'],
      ['Форум выпускников', 'link'],
    ])
    expect(chats?.sections?.[0]?.materials?.map((m) => m.title)).toEqual(['Чат фронтендеров', 'Чат бэкендеров', 'Чат дизайнеров'])
  })

  it("gives materials in the category's order and leaves inactive ones out", async () => {
    const { admin, visitor } = setup()
    const id = idOf('Курсы')
    const before = await visitor.categories.get({ id, include: ['materials'] })
    expect(before.materials?.map((m) => m.id)).toEqual(before.materialIds)
    const js = before.materials?.[0]
    if (!js) throw new Error('no material')
    await admin.admin.materials.update({ ...js, isActive: false, links: [] })
    const after = await visitor.categories.get({ id, include: ['materials'] })
    expect(after.materials?.map((m) => m.id)).toEqual(before.materialIds.slice(1))
  })

  it('answers 404 for inactive, unknown and inactive-parent categories; admins still see them', async () => {
    const { admin, visitor } = setup()
    const summer = idOf('Летний интенсив')
    expect((await problemOf(visitor.categories.get({ id: summer }))).status).toBe(404)
    expect((await problemOf(visitor.categories.get({ id: 9999 }))).status).toBe(404)
    expect((await admin.admin.categories.get({ id: summer })).isActive).toBe(false)

    const community = await admin.admin.categories.get({ id: idOf('Сообщество') })
    const child = community.subcategoryIds[0] as number
    await admin.admin.categories.update({ ...community, imageId: community.imageId, isActive: false })
    expect((await problemOf(visitor.categories.get({ id: child }))).status).toBe(404)
  })
})

describe('sections', () => {
  it("lists one category's sections in its order and a section with its active materials", async () => {
    const { visitor } = setup()
    const schedule = idOf('Расписание')
    const { data } = await visitor.sections.list({ filter: { categoryId: schedule } })
    expect(data.map((s) => s.title)).toEqual(['Ближайшие вебинары', 'Календарь событий'])
    expect(data[0]?.materials).toBeUndefined()
    const withMaterials = await visitor.sections.list({ filter: { categoryId: schedule }, include: ['materials'] })
    expect(withMaterials.data[0]?.materials).toHaveLength(3)
    const one = await visitor.sections.get({ id: data[0]?.id })
    expect(one.materials?.map((m) => m.id)).toEqual(one.materialIds)
    expect((await problemOf(visitor.sections.get({ id: 9999 }))).status).toBe(404)
  })

  it('lists nothing for a hidden category', async () => {
    const { visitor } = setup()
    const { data } = await visitor.sections.list({ filter: { categoryId: idOf('Летний интенсив') } })
    expect(data).toEqual([])
  })
})

describe('buttons, banners and themes', () => {
  it('gives the active floating button only', async () => {
    const { visitor } = setup()
    const { data } = await visitor.buttons.list({ filter: { isToMain: true } })
    expect(data.map((b) => b.text)).toEqual(['Написать куратору'])
    const all = await visitor.buttons.list({})
    expect(all.data.every((b) => b.isActive)).toBe(true)
    expect((await visitor.buttons.list({ filter: { isActive: false } })).data).toEqual([])
  })

  it('gives the two active banners with their images, and popups embedded', async () => {
    const { visitor } = setup()
    const { data } = await visitor.banners.list({})
    expect(data).toHaveLength(2)
    expect(data.every((b) => b.isActive && b.image?.url.startsWith('/seed/'))).toBe(true)
    expect(data[1]?.links[0]?.popup?.name).toBe('Приветствие новичков')
  })

  it('gives the light theme first', async () => {
    const { visitor } = setup()
    const { data } = await visitor.themes.list({})
    expect(data.map((t) => [t.type, t.backgroundColor])).toEqual([
      ['light', '#2481cc'],
      ['dark', '#8774e1'],
    ])
  })
})

describe('navigations and app keys', () => {
  it('gives the navigation of the app key in the path, 404 for none', async () => {
    const { visitor } = setup()
    expect(await visitor.navigations.get({ appKey: 'club' })).toEqual({
      appKey: 'club',
      title: 'Клуб настольных игр «Ход конём»',
      subscriptionChannelUrl: 'https://t.me/club_channel',
      subscriptionRequired: true,
      nextChangeAt: null,
      botUsername: null,
      appShortName: null,
      sharingEnabled: true,
      homeScreenSuggestion: true,
    })
    expect((await problemOf(visitor.navigations.get({ appKey: 'nope' }))).status).toBe(404)
    expect((await problemOf(visitor.navigations.get({ appKey: 'constructor' }))).status).toBe(404)
  })

  it('keeps app keys apart: a demo record is 404 from club', async () => {
    const { as } = setup()
    const demoAdmin = as({ id: 1, isAdmin: true, role: 'owner' }, 'demo')
    const clubAdmin = as({ id: 1, isAdmin: true, role: 'owner' }, 'club')
    const created = await demoAdmin.admin.themes.create({ type: 'dark', backgroundColor: '#101010', textColor: '#fafafa' })
    expect((await problemOf(clubAdmin.admin.themes.get({ id: created.id }))).status).toBe(404)
    const summerId = idOf('Летний интенсив')
    expect((await problemOf(clubAdmin.admin.categories.get({ id: summerId }))).status).toBe(404)
    const clubThemes = await clubAdmin.admin.themes.list({})
    expect(clubThemes.data.map((t) => t.backgroundColor)).toEqual(['#b45309'])
  })

  it("refuses a reference to another app key's record", async () => {
    const { as } = setup()
    const clubAdmin = as({ id: 1, isAdmin: true, role: 'owner' }, 'club')
    const demoOnly = idOf('Дизайн интерфейсов')
    const problem = await problemOf(clubAdmin.admin.categories.create({ title: 'Чужое', roadType: 'material', materialIds: [demoOnly] }))
    expect(problem.status).toBe(422)
    expect(problem.extra.errors).toEqual({ materialIds: [`Unknown id ${String(demoOnly)}`] })
  })

  it('asks club visitors for the subscription (user 2 lacks it, 3 has it)', async () => {
    const { as } = setup()
    const problem = await problemOf(as({ id: 2, isAdmin: false, role: null }, 'club').categories.list({}))
    expect([problem.status, problem.extra.code]).toEqual([403, 'subscription_required'])
    expect((await as({ id: 3, isAdmin: false, role: null }, 'club').categories.list({})).data.length).toBe(2)
  })
})
