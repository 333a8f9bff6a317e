import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'
import { resolved } from '../openapi-check'

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
  const visitorRead = (path: string) => call(target(), 'GET', path)

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

  /**
   * One of everything a window applies to, each with `window`, reached in every way a visitor reads
   * it: a material in a category, a section, a link list of a popup; a category with a subcategory;
   * a banner; a floating button; a popup's button. `seen()` says, per read, whether it is shown.
   */
  async function scheduledWorld(name: string, window: Window) {
    const always = await create('/admin/materials', { title: `Всегда ${name}` })
    const material = await create('/admin/materials', { title: `Материал ${name}`, ...window })
    const materialIds = [material.id, always.id]
    const category = await create('/admin/categories', {
      title: `Полка ${name}`,
      road_type: 'material',
      display_type: 'no_bg',
      material_ids: materialIds,
    })
    const section = await create('/admin/sections', { title: `Секция ${name}`, road_type: 'material', material_ids: materialIds })
    const list = await create('/admin/link-lists', { title: `Список ${name}`, type: 'materials', material_ids: materialIds })
    const sheetButton = await create('/admin/buttons', { text: `Кнопка ${name}`, ...window })
    const popup = await create('/admin/popups', { name: `Лист ${name}`, button_ids: [sheetButton.id], link_list_ids: [list.id] })
    const sheet = await create('/admin/categories', {
      title: `Лист ${name}`,
      road_type: 'link',
      display_type: 'no_bg',
      links: [{ link_type: 'popup', popup_id: popup.id }],
    })
    const parent = await create('/admin/categories', {
      title: `Сезон ${name}`,
      road_type: 'subcategories',
      display_type: 'no_bg',
      ...window,
    })
    const child = await create('/admin/categories', {
      title: `Внутри ${name}`,
      parent_id: parent.id,
      road_type: 'link',
      display_type: 'no_bg',
      links: [{ link_type: 'external', external_url: 'https://a.example' }],
    })
    const banner = await create('/admin/banners', { image_id: imageId, ...window })
    const floating = await create('/admin/buttons', { text: `Плавающая ${name}`, is_to_main: true, ...window })

    const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((r) => r.id)
    const hasMaterial = (materials: { id: number }[] | undefined) => (materials ?? []).some((m) => m.id === material.id)
    return async function seen() {
      const popupView = (await visitorRead(`/categories/${String(sheet.id)}`)).body.data.links[0].popup
      const sections = (await visitorRead('/sections?include[0]=materials&pagination[limit]=1000')).body.data
      return {
        categoryMaterials: hasMaterial((await visitorRead(`/categories/${String(category.id)}?include[0]=materials`)).body.data.materials),
        listedCategoryMaterials: hasMaterial(
          (await visitorRead('/categories?include[0]=materials&pagination[limit]=1000')).body.data.find(
            (c: { id: number }) => c.id === category.id,
          ).materials,
        ),
        sectionMaterials: hasMaterial((await visitorRead(`/sections/${String(section.id)}`)).body.data.materials),
        listedSectionMaterials: hasMaterial(sections.find((x: { id: number }) => x.id === section.id).materials),
        popupButtons: popupView.buttons.some((b: { id: number }) => b.id === sheetButton.id),
        popupListMaterials: hasMaterial(popupView.link_lists[0].materials),
        rootCategories: ids(await visitorRead('/categories?filter[root]=1&pagination[limit]=1000')).includes(parent.id),
        category: (await visitorRead(`/categories/${String(parent.id)}`)).status === 200,
        subcategories: ids(await visitorRead(`/categories?filter[parent_id]=${String(parent.id)}`)).includes(child.id),
        subcategory: (await visitorRead(`/categories/${String(child.id)}`)).status === 200,
        banners: ids(await visitorRead('/banners?pagination[limit]=1000')).includes(banner.id),
        floatingButtons: ids(await visitorRead('/buttons?filter[is_to_main]=1&pagination[limit]=1000')).includes(floating.id),
      }
    }
  }

  const everywhere = (shown: boolean) => ({
    categoryMaterials: shown,
    listedCategoryMaterials: shown,
    sectionMaterials: shown,
    listedSectionMaterials: shown,
    popupButtons: shown,
    popupListMaterials: shown,
    rootCategories: shown,
    category: shown,
    subcategories: shown,
    subcategory: shown,
    banners: shown,
    floatingButtons: shown,
  })

  describe('content on a schedule: visitor reads', () => {
    it.each(['scheduled', 'live', 'ended'] as const)('leave out what is outside its window in every read: %s', async (name) => {
      const seen = await scheduledWorld(name, windows()[name])
      expect(await seen()).toEqual(everywhere(name === 'live'))
    })

    it('keep the window in visitor views', async () => {
      const w = windows()
      const banner = await create('/admin/banners', { image_id: imageId, ...w.live })
      const read = (await visitorRead('/banners?pagination[limit]=1000')).body.data.find((b: { id: number }) => b.id === banner.id)
      expect([read.visible_from, read.visible_until]).toEqual([w.live.visible_from, w.live.visible_until])
    })

    it('show a record from the first instant of its window until (not at) its end, in every read (our servers: on a set clock)', async (ctx) => {
      const t = target()
      if (!t.clock) ctx.skip()
      const start = Math.ceil((Date.now() + HOUR) / 1000) * 1000
      const end = start + HOUR
      const seen = await scheduledWorld('по часам', { visible_from: iso(start), visible_until: iso(end) })
      const at = async (ms: number) => {
        t.clock?.set(new Date(ms))
        return seen()
      }
      try {
        expect(await at(start - 1)).toEqual(everywhere(false))
        expect(await at(start)).toEqual(everywhere(true))
        expect(await at(end - 1)).toEqual(everywhere(true))
        expect(await at(end)).toEqual(everywhere(false))
        t.clock?.set(new Date(start - 1))
        expect((await visitorRead('/navigations/demo')).body.data.next_change_at).toBe(iso(start))
        t.clock?.set(new Date(start))
        expect((await visitorRead('/navigations/demo')).body.data.next_change_at).toBe(iso(end))
      } finally {
        t.clock?.set(null)
      }
    })

    it('admin reads show it all, with the window', async () => {
      const w = windows()
      const material = await create('/admin/materials', { title: 'Для админа', ...w.ended })
      const read = await call(target(), 'GET', `/admin/materials/${String(material.id)}`, { token: admin })
      expect(read.body.data).toMatchObject({
        title: 'Для админа',
        visible_from: w.ended.visible_from,
        visible_until: w.ended.visible_until,
      })
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
        const input = resolved(doc, doc.paths[path].post.requestBody.content['application/json'].schema)
        expect(Object.keys(input.properties)).toEqual(expect.arrayContaining(['visible_from', 'visible_until']))
      }
      const navigation = resolved(
        doc,
        doc.paths['/navigations/{appKey}'].get.responses['200'].content['application/json'].schema.properties.data,
      )
      expect(Object.keys(navigation.properties)).toContain('next_change_at')
    })
  })
}
