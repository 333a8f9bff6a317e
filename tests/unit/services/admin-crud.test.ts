import { describe, expect, it } from 'vitest'
import { emptyData } from '@mock-api/store/seed'
import { externalLink, fileOf, PNG, popupLink, problemOf, setup } from './support'

async function withFiles() {
  const context = setup(emptyData('demo', 'club'))
  const { admin } = context
  const image = await admin.files.upload({ file: fileOf(PNG, 'photo.png'), type: 'image' })
  const icon = await admin.files.upload({ file: fileOf(PNG, 'icon.png'), type: 'icon' })
  const material = await admin.admin.materials.create({ title: 'Гайд', displayType: 'large', imageId: image.id, iconId: icon.id })
  return { ...context, image, icon, material }
}

describe('admin CRUD', () => {
  it('creates, reads, replaces and deletes a material', async () => {
    const { admin, image, icon } = await withFiles()
    const created = await admin.admin.materials.create({
      title: 'Шпаргалка',
      description: 'Кратко',
      displayType: 'small',
      imageId: image.id,
      iconId: icon.id,
      links: [externalLink('https://a.example')],
    })
    expect(created).toMatchObject({
      title: 'Шпаргалка',
      description: 'Кратко',
      isActive: true,
      image: { id: image.id, type: 'image' },
      icon: { id: icon.id },
    })
    expect(await admin.admin.materials.get({ id: created.id })).toEqual(created)

    const replaced = await admin.admin.materials.update({ id: created.id, title: 'Шпаргалка 2' })
    expect(replaced).toMatchObject({
      id: created.id,
      title: 'Шпаргалка 2',
      description: null,
      displayType: 'icon',
      imageId: null,
      links: [],
    })

    expect(await admin.admin.materials.delete({ id: created.id })).toBeNull()
    expect((await problemOf(admin.admin.materials.get({ id: created.id }))).status).toBe(404)
    expect((await problemOf(admin.admin.materials.update({ id: created.id, title: 'x' }))).status).toBe(404)
    expect((await problemOf(admin.admin.materials.delete({ id: created.id }))).status).toBe(404)
  })

  it('lists with filters and pagination', async () => {
    const { admin } = await withFiles()
    await admin.admin.materials.create({ title: 'Скрытый', isActive: false })
    await admin.admin.materials.create({ title: 'Видимый' })
    expect((await admin.admin.materials.list({ filter: { isActive: false } })).data.map((m) => m.title)).toEqual(['Скрытый'])
    expect((await admin.admin.materials.list({ filter: { title: 'видим' } })).data.map((m) => m.title)).toEqual(['Видимый'])
    expect((await admin.admin.materials.list({ filter: { displayType: 'large' } })).data.map((m) => m.title)).toEqual(['Гайд'])
    const page = await admin.admin.materials.list({ pagination: { offset: 1, limit: 1 } })
    expect([page.data.map((m) => m.title), page.meta]).toEqual([['Скрытый'], { total: 3, offset: 1, limit: 1 }])
  })

  it("searches sections by title (the link-target picker's filter[title]), a page at a time", async () => {
    const { admin } = await withFiles()
    for (const title of ['Форум выпускников', 'Чаты', 'Форум преподавателей']) {
      await admin.admin.sections.create({ title, roadType: 'link', links: [externalLink('https://a.example')] })
    }
    const found = await admin.admin.sections.list({ filter: { title: 'форум' }, pagination: { offset: 0, limit: 1 } })
    expect([found.data.map((s) => s.title), found.meta.total]).toEqual([['Форум выпускников'], 2])
    expect((await admin.admin.sections.list({ filter: { title: 'нет такого' } })).data).toEqual([])
  })

  it('finds a title by text in any case, trimmed, with regular-expression characters taken literally', async () => {
    const { admin } = await withFiles()
    for (const title of ['Цена (USD) — 10$', 'Цена USD', 'Ёлка', 'a.b']) await admin.admin.materials.create({ title })
    const titles = async (text: string) => (await admin.admin.materials.list({ filter: { title: text } })).data.map((m) => m.title)
    expect(await titles('  (usd)  ')).toEqual(['Цена (USD) — 10$'])
    expect(await titles('10$')).toEqual(['Цена (USD) — 10$'])
    expect(await titles('ёЛК')).toEqual(['Ёлка'])
    expect(await titles('a.b')).toEqual(['a.b'])
    expect(await titles('a*')).toEqual([])
    expect(await titles('   ')).toHaveLength(5)
  })

  it('round-trips every resource', async () => {
    const { admin, image, icon, material } = await withFiles()
    const text = await admin.admin.texts.create({
      kind: 'bullets',
      alignmentType: 'center',
      items: [
        { value: 'Два', order: 2 },
        { value: 'Один', order: 1 },
      ],
    })
    expect(text.items.map((i) => i.value)).toEqual(['Один', 'Два'])
    const button = await admin.admin.buttons.create({
      text: 'Открыть',
      background: '#FF0000',
      links: [externalLink('tg://resolve?domain=kod')],
    })
    expect(button.background).toBe('#FF0000')
    const list = await admin.admin.linkLists.create({
      title: 'Ссылки',
      type: 'local',
      localLinks: [{ title: 'Сайт', url: 'https://a.example', iconId: icon.id }],
    })
    expect(list.localLinks[0]).toMatchObject({ title: 'Сайт', icon: { id: icon.id } })
    const popup = await admin.admin.popups.create({
      name: 'П',
      imageId: image.id,
      textIds: [text.id],
      buttonIds: [button.id],
      linkListIds: [list.id],
    })
    expect(popup).toMatchObject({
      image: { id: image.id },
      texts: [{ id: text.id }],
      buttons: [{ id: button.id }],
      linkLists: [{ id: list.id }],
    })
    const banner = await admin.admin.banners.create({ imageId: image.id, links: [popupLink(popup.id)] })
    expect(banner.links[0]?.popup?.id).toBe(popup.id)
    const section = await admin.admin.sections.create({ title: 'С', materialIds: [material.id] })
    expect(section.materials?.map((m) => m.id)).toEqual([material.id])
    const category = await admin.admin.categories.create({ title: 'К', roadType: 'section', sectionIds: [section.id], iconId: icon.id })
    expect(category).toMatchObject({ order: 0, parentId: null, sectionIds: [section.id], icon: { id: icon.id } })
    const theme = await admin.admin.themes.create({ type: 'dark', backgroundColor: '#111111', textColor: '#eeeeee' })
    expect(await admin.admin.themes.update({ ...theme, type: 'light' })).toEqual({ ...theme, type: 'light', version: 2 })
    const access = await admin.admin.admins.create({ telegramId: 7, name: '  Ира ', username: '@ira_k', email: '' })
    expect(access).toEqual({
      id: access.id,
      telegramId: 7,
      name: 'Ира',
      username: 'ira_k',
      email: null,
      // No role sent (a client that knows no roles): a new admin edits content, and manages no access.
      role: 'editor',
      createdAt: '2026-01-01T00:00:00.000Z',
      version: 1,
    })
  })

  it('keeps bullet item and local link ids across updates and gives new ones fresh ids', async () => {
    const { admin } = await withFiles()
    const text = await admin.admin.texts.create({ kind: 'bullets', items: [{ value: 'A' }, { value: 'B' }] })
    const [a] = text.items
    const updated = await admin.admin.texts.update({
      id: text.id,
      kind: 'bullets',
      items: [
        { id: a?.id, value: 'A2' },
        { id: 999, value: 'C' },
      ],
    })
    expect(updated.items[0]).toEqual({ id: a?.id, value: 'A2', order: 0 })
    expect(updated.items[1]?.id).not.toBe(999)
    const plain = await admin.admin.texts.update({ id: text.id, kind: 'plain', text: 'Текст', items: [{ value: 'stale' }] })
    expect([plain.text, plain.items]).toEqual(['Текст', []])

    const list = await admin.admin.linkLists.create({ title: 'L', type: 'local', localLinks: [{ title: 'A', url: 'https://a.example' }] })
    const linkId = list.localLinks[0]?.id
    const again = await admin.admin.linkLists.update({
      id: list.id,
      title: 'L',
      type: 'local',
      localLinks: [{ id: linkId, title: 'A2', url: 'https://a.example' }],
    })
    expect(again.localLinks.map((l) => [l.id, l.title])).toEqual([[linkId, 'A2']])
  })
})

describe('references', () => {
  it('refuses unknown ids with the field path of the input', async () => {
    const { admin, material } = await withFiles()
    const problem = await problemOf(
      admin.admin.categories.create({
        title: 'К',
        roadType: 'material',
        materialIds: [material.id, 42],
        parentId: 77,
        links: [externalLink('https://a.example'), popupLink(5)],
      }),
    )
    expect(problem.status).toBe(422)
    expect(problem.extra.errors).toEqual({
      materialIds: ['Unknown id 42'],
      'links.1.popupId': ['Unknown id 5'],
      parentId: ['Unknown id 77'],
    })
    expect(problem.message).toBe('Unknown id 42 (and 2 more errors)')
  })

  it('checks every kind of reference', async () => {
    const { admin } = await withFiles()
    const cases: [Promise<unknown>, Record<string, string[]>][] = [
      [admin.admin.sections.create({ title: 'S', materialIds: [50] }), { materialIds: ['Unknown id 50'] }],
      [admin.admin.categories.create({ title: 'C', roadType: 'section', sectionIds: [51] }), { sectionIds: ['Unknown id 51'] }],
      [
        admin.admin.popups.create({ name: 'P', textIds: [52], buttonIds: [53], linkListIds: [54] }),
        { textIds: ['Unknown id 52'], buttonIds: ['Unknown id 53'], linkListIds: ['Unknown id 54'] },
      ],
      [admin.admin.linkLists.create({ title: 'L', type: 'materials', materialIds: [55] }), { materialIds: ['Unknown id 55'] }],
      [
        admin.admin.linkLists.create({ title: 'L', type: 'local', localLinks: [{ title: 'x', url: 'https://a.example', iconId: 56 }] }),
        { 'localLinks.0.iconId': ['Unknown id 56'] },
      ],
      [admin.admin.banners.create({ imageId: 57 }), { imageId: ['Unknown id 57'] }],
      [admin.admin.buttons.create({ text: 'B', links: [popupLink(58)] }), { 'links.0.popupId': ['Unknown id 58'] }],
    ]
    for (const [call, errors] of cases) {
      const problem = await problemOf(call)
      expect([problem.status, problem.extra.errors]).toEqual([422, errors])
    }
  })

  it('wants icons for iconId and images for imageId', async () => {
    const { admin, image, icon } = await withFiles()
    const problem = await problemOf(admin.admin.materials.create({ title: 'M', imageId: icon.id, iconId: image.id }))
    expect(problem.extra.errors).toEqual({
      imageId: [`File ${String(icon.id)} is not an image`],
      iconId: [`File ${String(image.id)} is not an icon`],
    })
  })

  it("refuses another app key's file", async () => {
    const { as, image } = await withFiles()
    const club = as({ id: 1, isAdmin: true, role: 'owner' }, 'club')
    const problem = await problemOf(club.admin.banners.create({ imageId: image.id }))
    expect(problem.extra.errors).toEqual({ imageId: [`Unknown id ${String(image.id)}`] })
  })

  it('leaves the data untouched when a write is refused', async () => {
    const { admin, store } = await withFiles()
    const before = await store.read((data) => structuredClone(data))
    await problemOf(admin.admin.sections.create({ title: 'S', materialIds: [999] }))
    expect(await store.read((data) => data)).toEqual(before)
  })
})

describe('admins', () => {
  it('keeps telegram ids unique per app key', async () => {
    const { admin, as } = await withFiles()
    const first = await admin.admin.admins.create({ telegramId: 10, name: 'A' })
    const problem = await problemOf(admin.admin.admins.create({ telegramId: 10, name: 'B' }))
    expect([problem.status, problem.extra.errors]).toEqual([422, { telegramId: ['Already an admin'] }])
    expect((await admin.admin.admins.update({ ...first, name: 'A2' })).name).toBe('A2')
    expect((await as({ id: 1, isAdmin: true, role: 'owner' }, 'club').admin.admins.create({ telegramId: 10, name: 'A' })).telegramId).toBe(
      10,
    )
    expect((await admin.admin.admins.list({ filter: { telegramId: 10 } })).data.map((a) => a.name)).toEqual(['A2'])
  })

  it('refuses to delete the last admin', async () => {
    const { admin } = await withFiles()
    const only = await admin.admin.admins.create({ telegramId: 1, name: 'Единственный' })
    const problem = await problemOf(admin.admin.admins.delete({ id: only.id }))
    expect(problem.status).toBe(409)
    const second = await admin.admin.admins.create({ telegramId: 2, name: 'Второй' })
    expect(await admin.admin.admins.delete({ id: second.id })).toBeNull()
  })

  it('answers the role from the admins of the app key', async () => {
    const { roleOf } = await import('@mock-api/services/admins')
    const { store } = setup()
    expect(await roleOf({ appKey: 'demo', store }, 1)).toBe('owner')
    expect(await roleOf({ appKey: 'demo', store }, 2)).toBeNull()
    expect(await roleOf({ appKey: 'nope', store }, 1)).toBeNull()
  })
})
