import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'

type Window = { visible_from?: string | null; visible_until?: string | null }

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const iso = (ms: number) => new Date(ms).toISOString()

/** Windows relative to the real time: any backend's clock is close enough to it for a day's margin. */
function windows(now = Date.now()): Record<'scheduled' | 'live' | 'ended', Window> {
  return {
    scheduled: { visible_from: iso(now + DAY), visible_until: iso(now + 2 * DAY) },
    live: { visible_from: iso(now - DAY), visible_until: iso(now + DAY) },
    ended: { visible_from: iso(now - 2 * DAY), visible_until: iso(now - DAY) },
  }
}

export function scheduleCases(target: () => Target) {
  let admin = ''
  let imageId = 0
  /** What a case created, deleted again afterwards so the seed's other readers see it as it was. */
  const created: string[] = []
  beforeAll(async () => {
    admin = await signIn(target(), 1)
    const images = await call(target(), 'GET', '/admin/files?filter[type]=image', { token: admin })
    imageId = images.body.data[0].id
  })
  afterAll(async () => {
    target().clock?.set(null)
    for (const path of created.reverse()) await call(target(), 'DELETE', path, { token: admin })
  })

  const create = async (path: string, body: object) => {
    const answer = await call(target(), 'POST', path, { token: admin, body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    created.push(`${path}/${String(answer.body.data.id)}`)
    return answer.body.data as { id: number } & Window
  }
  const visitorRead = async (path: string) => {
    const answer = await call(target(), 'GET', path)
    return answer
  }

  describe('content on a schedule: writes', () => {
    const bodies: Record<string, () => object> = {
      '/admin/materials': () => ({ title: 'По расписанию' }),
      '/admin/buttons': () => ({ text: 'По расписанию' }),
      '/admin/banners': () => ({ image_id: imageId }),
      '/admin/categories': () => ({
        title: 'По расписанию',
        road_type: 'link',
        links: [{ link_type: 'external', external_url: 'https://a.example' }],
      }),
    }

    it.each(Object.keys(bodies))('%s takes visible_from and visible_until with an offset, and answers them in UTC', async (path) => {
      const record = await create(path, {
        ...bodies[path]!(),
        visible_from: '2031-03-01T09:00:00+03:00',
        visible_until: '2031-03-08T09:00:00+03:00',
      })
      expect([record.visible_from, record.visible_until]).toEqual(['2031-03-01T06:00:00.000Z', '2031-03-08T06:00:00.000Z'])
      const read = await call(target(), 'GET', `${path}/${String(record.id)}`, { token: admin })
      expect(read.body.data).toMatchObject({ visible_from: '2031-03-01T06:00:00.000Z', visible_until: '2031-03-08T06:00:00.000Z' })
      const open = await create(path, bodies[path]!())
      expect([open.visible_from, open.visible_until]).toEqual([null, null])
    })

    it.each(Object.keys(bodies))(
      '%s refuses a window that ends before it starts (422 on visible_until) and times without an offset',
      async (path) => {
        const upsideDown = await call(target(), 'POST', path, {
          token: admin,
          body: { ...bodies[path]!(), visible_from: '2031-03-01T09:00:00+03:00', visible_until: '2031-03-01T06:00:00Z' },
        })
        expect(upsideDown.status).toBe(422)
        expect(upsideDown.body.errors).toEqual({ visible_until: ['Must be after the start of the window'] })
        const local = await call(target(), 'POST', path, {
          token: admin,
          body: { ...bodies[path]!(), visible_from: '2031-03-01T09:00:00' },
        })
        expect(local.status).toBe(422)
        expect(Object.keys(local.body.errors)).toEqual(['visible_from'])
      },
    )
  })

  describe('content on a schedule: visitor reads', () => {
    it('leave out what is outside its window in every read; admin reads show it all', async () => {
      const w = windows()
      const material = (name: keyof typeof w) => create('/admin/materials', { title: `Материал ${name}`, ...w[name] })
      const materials = { scheduled: await material('scheduled'), live: await material('live'), ended: await material('ended') }
      const ids = Object.values(materials).map((m) => m.id)
      const titlesOf = (list: { title: string }[] | undefined) => (list ?? []).map((m) => m.title).sort()
      const expected = ['Материал live']

      const category = await create('/admin/categories', {
        title: 'Полка с расписанием',
        road_type: 'material',
        display_type: 'no_bg',
        material_ids: ids,
      })
      const section = await create('/admin/sections', { title: 'Секция с расписанием', road_type: 'material', material_ids: ids })
      const list = await create('/admin/link-lists', { title: 'Список с расписанием', type: 'materials', material_ids: ids })
      const buttons = {
        scheduled: await create('/admin/buttons', { text: 'Кнопка scheduled', ...w.scheduled }),
        live: await create('/admin/buttons', { text: 'Кнопка live', ...w.live }),
        ended: await create('/admin/buttons', { text: 'Кнопка ended', ...w.ended }),
      }
      const popup = await create('/admin/popups', {
        name: 'Лист с расписанием',
        button_ids: Object.values(buttons).map((b) => b.id),
        link_list_ids: [list.id],
      })
      const sheet = await create('/admin/categories', {
        title: 'Лист с расписанием',
        road_type: 'link',
        display_type: 'no_bg',
        links: [{ link_type: 'popup', popup_id: popup.id }],
      })

      const withMaterials = await visitorRead(`/categories/${String(category.id)}?include[0]=materials`)
      expect(titlesOf(withMaterials.body.data.materials)).toEqual(expected)
      expect(titlesOf((await visitorRead(`/sections/${String(section.id)}`)).body.data.materials)).toEqual(expected)
      const sectionList = await visitorRead('/sections?include[0]=materials')
      expect(titlesOf(sectionList.body.data.find((s: { id: number }) => s.id === section.id).materials)).toEqual(expected)
      const embedded = (await visitorRead(`/categories/${String(sheet.id)}`)).body.data.links[0].popup
      expect(embedded.buttons.map((b: { text: string }) => b.text)).toEqual(['Кнопка live'])
      expect(titlesOf(embedded.link_lists[0].materials)).toEqual(expected)

      const admin_ = await call(target(), 'GET', `/admin/categories/${String(category.id)}?include[0]=materials`, { token: admin })
      expect(admin_.body.data.material_ids).toEqual(ids)
    })

    it('leave out categories (and what is under them), banners and floating buttons outside their windows', async () => {
      const w = windows()
      const categories = {
        scheduled: await create('/admin/categories', {
          title: 'Категория scheduled',
          road_type: 'subcategories',
          display_type: 'no_bg',
          ...w.scheduled,
        }),
        live: await create('/admin/categories', { title: 'Категория live', road_type: 'subcategories', display_type: 'no_bg', ...w.live }),
        ended: await create('/admin/categories', {
          title: 'Категория ended',
          road_type: 'subcategories',
          display_type: 'no_bg',
          ...w.ended,
        }),
      }
      const child = (parent: { id: number }, name: string) =>
        create('/admin/categories', {
          title: `Внутри ${name}`,
          parent_id: parent.id,
          road_type: 'link',
          display_type: 'no_bg',
          links: [{ link_type: 'external', external_url: 'https://a.example' }],
        })
      const children = {
        scheduled: await child(categories.scheduled, 'scheduled'),
        live: await child(categories.live, 'live'),
        ended: await child(categories.ended, 'ended'),
      }
      const banners = {
        scheduled: await create('/admin/banners', { image_id: imageId, ...w.scheduled }),
        live: await create('/admin/banners', { image_id: imageId, ...w.live }),
        ended: await create('/admin/banners', { image_id: imageId, ...w.ended }),
      }
      const floating = {
        scheduled: await create('/admin/buttons', { text: 'Плавающая scheduled', is_to_main: true, ...w.scheduled }),
        live: await create('/admin/buttons', { text: 'Плавающая live', is_to_main: true, ...w.live }),
        ended: await create('/admin/buttons', { text: 'Плавающая ended', is_to_main: true, ...w.ended }),
      }

      const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((r) => r.id)
      const roots = ids(await visitorRead('/categories?filter[root]=1&pagination[limit]=1000'))
      const all = ids(await visitorRead('/categories?pagination[limit]=1000'))
      const shownBanners = ids(await visitorRead('/banners'))
      const shownButtons = ids(await visitorRead('/buttons?filter[is_to_main]=1'))
      for (const name of ['scheduled', 'live', 'ended'] as const) {
        const shown = name === 'live'
        expect([name, roots.includes(categories[name].id), all.includes(children[name].id)]).toEqual([name, shown, shown])
        expect([name, (await visitorRead(`/categories/${String(categories[name].id)}`)).status]).toEqual([name, shown ? 200 : 404])
        expect([name, (await visitorRead(`/categories/${String(children[name].id)}`)).status]).toEqual([name, shown ? 200 : 404])
        expect([name, shownBanners.includes(banners[name].id), shownButtons.includes(floating[name].id)]).toEqual([name, shown, shown])
      }
      const live = (await visitorRead('/banners')).body.data.find((b: { id: number }) => b.id === banners.live.id)
      expect([live.visible_from, live.visible_until]).toEqual([w.live.visible_from, w.live.visible_until])
    })

    it('show a record from the first instant of its window until (not at) its end (our servers: on a set clock)', async (ctx) => {
      const t = target()
      if (!t.clock) ctx.skip()
      const start = Math.ceil((Date.now() + HOUR) / 1000) * 1000
      const end = start + HOUR
      const material = await create('/admin/materials', { title: 'Ровно по часам', visible_from: iso(start), visible_until: iso(end) })
      const section = await create('/admin/sections', { title: 'Ровно по часам', road_type: 'material', material_ids: [material.id] })
      const shownAt = async (ms: number) => {
        t.clock?.set(new Date(ms))
        const read = await visitorRead(`/sections/${String(section.id)}`)
        return read.body.data.materials.length === 1
      }
      try {
        expect([await shownAt(start - 1), await shownAt(start), await shownAt(end - 1), await shownAt(end)]).toEqual([
          false,
          true,
          true,
          false,
        ])
        t.clock?.set(new Date(start - 1))
        expect((await visitorRead('/navigations/demo')).body.data.next_change_at).toBe(iso(start))
        t.clock?.set(new Date(start))
        expect((await visitorRead('/navigations/demo')).body.data.next_change_at).toBe(iso(end))
      } finally {
        t.clock?.set(null)
      }
    })

    it('GET /navigations/{appKey} says when the next scheduled change comes', async () => {
      const w = windows()
      const material = await create('/admin/materials', { title: 'Скоро', ...w.scheduled })
      const navigation = (await visitorRead('/navigations/demo')).body.data
      expect(navigation.next_change_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/))
      expect(Date.parse(navigation.next_change_at)).toBeGreaterThan(Date.now() - 60_000)
      expect(Date.parse(navigation.next_change_at)).toBeLessThanOrEqual(Date.parse(material.visible_from!))
    })
  })

  describe('content on a schedule: admin lists', () => {
    it.each([
      ['/admin/materials', (name: string) => ({ title: `Фильтр ${name}` })],
      [
        '/admin/categories',
        (name: string) => ({
          title: `Фильтр ${name}`,
          road_type: 'link',
          links: [{ link_type: 'external', external_url: 'https://a.example' }],
        }),
      ],
      ['/admin/buttons', (name: string) => ({ text: `Фильтр ${name}` })],
      ['/admin/banners', () => ({ image_id: 0 })],
    ] as const)('%s?filter[schedule]= scheduled | live | ended', async (path, body) => {
      const w = windows()
      const made: Record<string, number> = {}
      for (const name of ['scheduled', 'live', 'ended'] as const) {
        const fields = path === '/admin/banners' ? { image_id: imageId } : body(name)
        made[name] = (await create(path, { ...fields, ...w[name] })).id
      }
      const unscheduled = (await create(path, path === '/admin/banners' ? { image_id: imageId } : body('none'))).id
      for (const state of ['scheduled', 'live', 'ended'] as const) {
        const answer = await call(target(), 'GET', `${path}?filter[schedule]=${state}&pagination[limit]=1000`, { token: admin })
        expect(answer.status).toBe(200)
        const found = answer.body.data.map((r: { id: number }) => r.id) as number[]
        const expected = state === 'live' ? ['live', 'none'] : [state]
        expect([
          state,
          Object.entries({ ...made, none: unscheduled })
            .filter(([, id]) => found.includes(id))
            .map(([name]) => name),
        ]).toEqual([state, expected])
      }
      expect((await call(target(), 'GET', `${path}?filter[schedule]=soon`, { token: admin })).status).toBe(422)
    })
  })

  describe('OpenAPI', () => {
    it('documents the windows in inputs and views, and next_change_at', async () => {
      const doc = (await call(target(), 'GET', '/openapi.json')).body
      for (const path of ['/admin/materials', '/admin/categories', '/admin/banners', '/admin/buttons']) {
        const input = doc.paths[path].post.requestBody.content['application/json'].schema
        expect(Object.keys(input.properties)).toEqual(expect.arrayContaining(['visible_from', 'visible_until']))
      }
      const navigation = doc.paths['/navigations/{appKey}'].get.responses['200'].content['application/json'].schema.properties.data
      expect(Object.keys(navigation.properties)).toContain('next_change_at')
    })
  })
}
