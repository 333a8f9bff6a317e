import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, devCall, launchData, signIn, type Answer, type Target } from '../client'

/** What only members may read carries this mark (urls, descriptions, videos); hidden records' titles carry HIDDEN_MARK. */
const SECRET = 'zz-members-secret'
const HIDDEN_MARK = 'Скрыто-для-гостей'
const secretUrl = (what: string) => `https://${SECRET}.example/${what}`
const external = (what: string) => [{ link_type: 'external', external_url: secretUrl(what) }]

type Who = 'member' | 'outsider' | 'anonymous'

/**
 * Members-only content on every visitor read path, as a member (user 3, a member of demo's
 * channel), an outsider (user 2) and an anonymous caller: lists, reads, includes, filters, embedded
 * popups, the floating button's candidates, errors. Outsiders get locked records as stubs (title
 * and icon, `locked: true`) and nothing of what they hold; hidden ones not at all.
 */
export function audienceCases(target: () => Target) {
  const tokens: Record<Who | 'admin', string | null> = { member: null, outsider: null, anonymous: null, admin: null }
  const ids: Record<string, number> = {}
  const created: string[] = []

  const as = (who: Who | 'admin', method: string, path: string, body?: unknown) =>
    call(target(), method, path, { token: tokens[who], ...(body !== undefined && { body }) })
  const create = async (path: string, name: string, body: object) => {
    const answer = await as('admin', 'POST', path, body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    ids[name] = answer.body.data.id as number
    created.push(`${path}/${String(answer.body.data.id)}`)
    return answer.body.data as { id: number } & Record<string, unknown>
  }
  /** Every visitor read a hub makes, with what it answered. */
  const everyRead = async (who: Who) => {
    const paths = [
      '/navigations/demo',
      '/categories',
      '/categories?filter[root]=1&include[0]=materials&include[1]=sections&include[2]=subcategories',
      `/categories?filter[parent_id]=${String(ids.parent)}&include[0]=materials&include[1]=sections&include[2]=subcategories`,
      `/categories/${String(ids.parent)}?include[0]=materials&include[1]=sections&include[2]=subcategories`,
      `/categories/${String(ids.open)}?include[0]=materials&include[1]=sections`,
      `/categories/${String(ids.withPopup)}`,
      '/sections?include[0]=materials',
      `/sections?filter[category_id]=${String(ids.open)}&include[0]=materials`,
      `/sections/${String(ids.openSection)}`,
      '/banners',
      '/buttons',
      '/buttons?filter[is_to_main]=1',
      `/categories/${String(ids.locked)}`,
      `/categories/${String(ids.underLocked)}`,
      `/categories/${String(ids.hidden)}`,
      `/sections/${String(ids.lockedSection)}`,
      `/sections/${String(ids.sectionOfLocked)}`,
      `/categories?filter[title]=${encodeURIComponent(HIDDEN_MARK)}`,
      `/categories?filter[material_id]=${String(ids.hiddenMaterial)}`,
      `/sections?filter[material_id]=${String(ids.hiddenMaterial)}`,
      `/categories?filter[material_id]=${String(ids.lockedMaterial)}`,
    ]
    const answers: Answer[] = []
    for (const path of paths) answers.push(await as(who, 'GET', path))
    return answers.map((answer, i) => ({ path: paths[i], status: answer.status, text: JSON.stringify(answer.body) }))
  }

  beforeAll(async () => {
    const t = target()
    tokens.admin = await signIn(t, 1)
    tokens.member = await signIn(t, 3)
    tokens.outsider = await signIn(t, 2)
    const image = (await as('admin', 'GET', '/admin/files?filter[type]=image')).body.data[0].id as number
    const icon = (await as('admin', 'GET', '/admin/files?filter[type]=icon')).body.data[0].id as number
    ids.icon = icon
    const members = { audience: 'members', locked_display: 'locked' }
    const hidden = { audience: 'members', locked_display: 'hidden' }
    await create('/admin/materials', 'openMaterial', {
      title: 'Для всех',
      links: [{ link_type: 'external', external_url: 'https://open.example' }],
    })
    await create('/admin/materials', 'lockedMaterial', {
      title: 'Закрытый материал',
      display_type: 'large',
      icon_id: icon,
      image_id: image,
      description: `Описание ${SECRET}`,
      links: external('material'),
      ...members,
    })
    await create('/admin/materials', 'hiddenMaterial', { title: `${HIDDEN_MARK} материал`, links: external('hidden-material'), ...hidden })
    await create('/admin/materials', 'teaser', { title: 'Только для гостей', audience: 'outsiders' })
    const materialIds = [ids.openMaterial, ids.lockedMaterial, ids.hiddenMaterial, ids.teaser]
    await create('/admin/sections', 'openSection', { title: 'Открытый раздел', road_type: 'material', material_ids: materialIds })
    await create('/admin/sections', 'lockedSection', {
      title: 'Закрытый раздел',
      road_type: 'material',
      material_ids: [ids.openMaterial],
      links: external('section'),
      ...members,
    })
    await create('/admin/sections', 'sectionOfLocked', {
      title: 'Раздел закрытой категории',
      road_type: 'link',
      links: external('section-of-locked'),
    })
    await create('/admin/buttons', 'openButton', {
      text: 'Кнопка для всех',
      links: [{ link_type: 'external', external_url: 'https://open.example/b' }],
    })
    await create('/admin/buttons', 'lockedButton', { text: 'Кнопка для участников', links: external('button'), ...members })
    await create('/admin/buttons', 'hiddenButton', { text: `${HIDDEN_MARK} кнопка`, links: external('hidden-button'), ...hidden })
    await create('/admin/buttons', 'lockedFloating', {
      text: 'Плавающая для участников',
      is_to_main: true,
      links: external('floating'),
      ...members,
    })
    await create('/admin/popups', 'popup', {
      name: 'Попап с аудиториями',
      button_ids: [ids.openButton, ids.lockedButton, ids.hiddenButton],
    })
    await create('/admin/banners', 'lockedBanner', { image_id: image, links: external('banner'), ...members })
    await create('/admin/banners', 'hiddenBanner', { image_id: image, links: external('hidden-banner'), ...hidden })
    await create('/admin/categories', 'parent', { title: 'Проверка аудиторий', road_type: 'subcategories', icon_id: icon })
    const under = (body: object) => ({ parent_id: ids.parent, ...body })
    await create(
      '/admin/categories',
      'open',
      under({ title: 'Открытая', road_type: 'material', material_ids: materialIds, section_ids: [ids.openSection, ids.lockedSection] }),
    )
    await create(
      '/admin/categories',
      'withPopup',
      under({ title: 'С попапом', road_type: 'link', links: [{ link_type: 'popup', popup_id: ids.popup }] }),
    )
    await create(
      '/admin/categories',
      'locked',
      under({
        title: 'Закрытая категория',
        icon_id: icon,
        road_type: 'section',
        display_type: 'small_bg',
        image_id: image,
        description: `Описание ${SECRET}`,
        video: secretUrl('video.mp4'),
        section_ids: [ids.sectionOfLocked],
        ...members,
      }),
    )
    await create('/admin/categories', 'lockedParent', under({ title: 'Закрытая с подкатегориями', road_type: 'subcategories', ...members }))
    await create('/admin/categories', 'underLocked', {
      title: 'Под закрытой',
      parent_id: ids.lockedParent,
      road_type: 'link',
      links: external('under-locked'),
    })
    await create(
      '/admin/categories',
      'hidden',
      under({ title: `${HIDDEN_MARK} категория`, road_type: 'link', links: external('hidden-category'), ...hidden }),
    )
    await create(
      '/admin/categories',
      'teaserCategory',
      under({
        title: 'Вступайте',
        road_type: 'link',
        links: [{ link_type: 'external', external_url: 'https://t.me/kod_school' }],
        audience: 'outsiders',
      }),
    )
  })

  afterAll(async () => {
    for (const path of created.reverse()) await as('admin', 'DELETE', path)
  })

  describe('members-only content: who sees what', () => {
    it('outsiders and anonymous callers get nothing a members-only record holds, on any read, list, include, filter or error', async () => {
      for (const who of ['outsider', 'anonymous'] as const) {
        for (const read of await everyRead(who)) {
          expect(read.text, `${who} ${read.path}`).not.toContain(SECRET)
          expect(read.text, `${who} ${read.path}`).not.toContain(HIDDEN_MARK)
        }
      }
    })

    it('members get all of it (the same reads are not blind)', async () => {
      const reads = await everyRead('member')
      expect(reads.every((read) => read.status === 200)).toBe(true)
      const text = reads.map((read) => read.text).join('\n')
      for (const what of [
        'material',
        'section',
        'button',
        'floating',
        'banner',
        'video.mp4',
        'under-locked',
        'hidden-category',
        'hidden-material',
      ]) {
        expect(text).toContain(secretUrl(what))
      }
      expect(text).toContain(HIDDEN_MARK)
    })

    it('a locked record in a list is a stub: locked, its title and icon, nothing else; a hidden one is not there', async () => {
      const list = await as('outsider', 'GET', `/categories?filter[parent_id]=${String(ids.parent)}`)
      const titles = list.body.data.map((c: { title: string }) => c.title)
      expect(titles).toEqual(['Открытая', 'С попапом', 'Закрытая категория', 'Закрытая с подкатегориями', 'Вступайте'])
      const locked = list.body.data.find((c: { id: number }) => c.id === ids.locked)
      expect(locked).toMatchObject({
        id: ids.locked,
        title: 'Закрытая категория',
        icon_id: ids.icon,
        icon: { id: ids.icon },
        locked: true,
        audience: 'members',
        description: null,
        image: null,
        image_id: null,
        video: null,
        links: [],
        material_ids: [],
        section_ids: [],
        subcategory_ids: [],
      })
      const open = await as('outsider', 'GET', `/categories/${String(ids.open)}?include[0]=materials&include[1]=sections`)
      expect(open.body.data.material_ids).toEqual([ids.openMaterial, ids.lockedMaterial, ids.teaser])
      expect(open.body.data.materials.map((m: { id: number; locked?: boolean }) => [m.id, m.locked ?? false])).toEqual([
        [ids.openMaterial, false],
        [ids.lockedMaterial, true],
        [ids.teaser, false],
      ])
      expect(open.body.data.materials[1]).toMatchObject({
        title: 'Закрытый материал',
        icon_id: ids.icon,
        image: null,
        description: null,
        links: [],
      })
      expect(
        open.body.data.sections.map((s: { id: number; locked?: boolean; materials: unknown[] }) => [
          s.id,
          s.locked ?? false,
          s.materials.length,
        ]),
      ).toEqual([
        [ids.openSection, false, 3],
        [ids.lockedSection, true, 0],
      ])
      const popup = (await as('outsider', 'GET', `/categories/${String(ids.withPopup)}`)).body.data.links[0].popup
      expect(popup.button_ids).toEqual([ids.openButton, ids.lockedButton])
      expect(
        popup.buttons.map((b: { text: string; locked?: boolean; links: unknown[] }) => [b.text, b.locked ?? false, b.links.length]),
      ).toEqual([
        ['Кнопка для всех', false, 1],
        ['Кнопка для участников', true, 0],
      ])
      const banners = (await as('outsider', 'GET', '/banners')).body.data
      expect(banners.find((b: { id: number }) => b.id === ids.hiddenBanner)).toBeUndefined()
      expect(banners.find((b: { id: number }) => b.id === ids.lockedBanner)).toMatchObject({
        locked: true,
        links: [],
        image: { id: expect.any(Number) },
      })
      const floating = (await as('outsider', 'GET', '/buttons?filter[is_to_main]=1')).body.data
      expect(floating.find((b: { id: number }) => b.id === ids.lockedFloating)).toMatchObject({
        locked: true,
        links: [],
        text: 'Плавающая для участников',
      })
    })

    it('members see members-only records open, and outsiders-only teasers not at all', async () => {
      const list = await as('member', 'GET', `/categories?filter[parent_id]=${String(ids.parent)}`)
      expect(list.body.data.map((c: { title: string }) => c.title)).toEqual([
        'Открытая',
        'С попапом',
        'Закрытая категория',
        'Закрытая с подкатегориями',
        `${HIDDEN_MARK} категория`,
      ])
      expect(list.body.data.some((c: { locked?: boolean }) => c.locked)).toBe(false)
      const open = await as('member', 'GET', `/categories/${String(ids.open)}?include[0]=materials`)
      expect(open.body.data.materials.map((m: { id: number }) => m.id)).toEqual([ids.openMaterial, ids.lockedMaterial, ids.hiddenMaterial])
      expect((await as('member', 'GET', `/categories/${String(ids.teaserCategory)}`)).status).toBe(404)
      expect((await as('outsider', 'GET', `/categories/${String(ids.teaserCategory)}`)).status).toBe(200)
    })

    it('a direct read of a locked record, or of what it holds, is 403 members_only; of a hidden one 404, as for none', async () => {
      for (const who of ['outsider', 'anonymous'] as const) {
        for (const path of [
          `/categories/${String(ids.locked)}`,
          `/categories/${String(ids.lockedParent)}`,
          `/categories/${String(ids.underLocked)}`,
          `/sections/${String(ids.lockedSection)}`,
          `/sections/${String(ids.sectionOfLocked)}`,
        ]) {
          const answer = await as(who, 'GET', path)
          expect([answer.status, answer.body.code, answer.body.params], `${who} ${path}`).toEqual([403, 'members_only', {}])
        }
        const hidden = await as(who, 'GET', `/categories/${String(ids.hidden)}`)
        expect([hidden.status, hidden.body]).toEqual([404, { message: 'Not found.' }])
      }
      for (const path of [
        `/categories/${String(ids.locked)}`,
        `/categories/${String(ids.underLocked)}`,
        `/sections/${String(ids.lockedSection)}`,
      ]) {
        expect((await as('member', 'GET', path)).status).toBe(200)
      }
    })

    it('filters match what the caller can see: a hidden material names no category or section, a locked record matches no filter on what it holds', async () => {
      const byHidden = (who: Who) => as(who, 'GET', `/categories?filter[material_id]=${String(ids.hiddenMaterial)}`)
      expect((await byHidden('outsider')).body.data).toEqual([])
      expect((await byHidden('member')).body.data.map((c: { id: number }) => c.id)).toEqual([ids.open])
      const sections = await as('outsider', 'GET', `/sections?filter[material_id]=${String(ids.openMaterial)}`)
      expect(sections.body.data.map((s: { id: number }) => s.id)).toEqual([ids.openSection])
      expect((await as('outsider', 'GET', `/sections?filter[category_id]=${String(ids.locked)}`)).body.data).toEqual([])
      expect((await as('member', 'GET', `/sections?filter[category_id]=${String(ids.locked)}`)).body.data).toHaveLength(1)
      const all = (await as('outsider', 'GET', '/sections')).body.data.map((s: { id: number }) => s.id)
      expect(all).toContain(ids.lockedSection)
      expect(all).not.toContain(ids.sectionOfLocked)
    })

    it('admin reads show everything, with the audience', async () => {
      const read = await as('admin', 'GET', `/admin/categories/${String(ids.hidden)}`)
      expect(read.body.data).toMatchObject({ audience: 'members', locked_display: 'hidden', links: external('hidden-category') })
      expect(read.body.data.locked).toBeUndefined()
      const materials = await as('admin', 'GET', '/admin/materials?filter[audience]=members&pagination[limit]=1000')
      expect(materials.body.data.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([ids.lockedMaterial, ids.hiddenMaterial]))
      expect(materials.body.data.every((m: { audience: string }) => m.audience === 'members')).toBe(true)
      const everyone = await as('admin', 'GET', `/admin/materials/${String(ids.openMaterial)}`)
      expect(everyone.body.data).toMatchObject({ audience: 'everyone', locked_display: 'locked', announce: false })
    })

    it('refuses an unknown audience or locked display with 422 on the field, and changes nothing', async () => {
      const bad = await as('admin', 'POST', '/admin/materials', { title: 'Кому?', audience: 'friends' })
      expect(bad.status).toBe(422)
      expect(Object.keys(bad.body.errors)).toEqual(['audience'])
      const worse = await as('admin', 'PUT', `/admin/materials/${String(ids.lockedMaterial)}`, {
        title: 'Закрытый материал',
        locked_display: 'blurred',
      })
      expect(worse.status).toBe(422)
      expect(Object.keys(worse.body.errors)).toEqual(['locked_display'])
      expect((await as('admin', 'GET', `/admin/materials/${String(ids.lockedMaterial)}`)).body.data).toMatchObject({
        audience: 'members',
        links: external('material'),
      })
    })

    it('an update that leaves the audience out keeps it (an older client never opens members-only content)', async () => {
      const before = (await as('admin', 'GET', `/admin/materials/${String(ids.hiddenMaterial)}`)).body.data
      const saved = await as('admin', 'PUT', `/admin/materials/${String(ids.hiddenMaterial)}`, {
        title: before.title,
        links: before.links,
      })
      expect(saved.status).toBe(200)
      expect(saved.body.data).toMatchObject({ audience: 'members', locked_display: 'hidden' })
    })
  })

  describe('membership', () => {
    it('POST /auth says whether the user is a member of the channel (asked afresh)', async () => {
      const t = target()
      const answer = async (userId: number) => {
        const auth = await call(t, 'POST', '/auth', { headers: { Authorization: `tma ${await launchData(t, userId)}` } })
        return auth.body.data.user.is_member as boolean | undefined
      }
      expect(await answer(3)).toBe(true)
      expect(await answer(2)).toBe(false)
      expect(await answer(1)).toBe(true)
    })

    it('a change the backend makes itself (the dev stand-in for joining) holds at once, both ways', async ({ skip }) => {
      const t = target()
      if (!t.devStandIns) skip()
      const read = () => as('outsider', 'GET', `/categories/${String(ids.locked)}`)
      expect((await read()).status).toBe(403)
      try {
        const joined = await devCall(t, '/__dev/members', { app_key: 'demo', user_id: 2, member: true })
        expect([joined.status, joined.body]).toEqual([200, { app_key: 'demo', user_id: 2, member: true }])
        expect((await read()).status).toBe(200)
      } finally {
        expect((await devCall(t, '/__dev/members', { app_key: 'demo', user_id: 2, member: false })).status).toBe(200)
      }
      expect((await read()).status).toBe(403)
    })

    it('the dev stand-in refuses what it cannot do: 422 on the field, 404 for an unknown hub', async ({ skip }) => {
      const t = target()
      if (!t.devStandIns) skip()
      const bad = await devCall(t, '/__dev/members', { app_key: 'demo', user_id: -1, member: 'yes' })
      expect(bad.status).toBe(422)
      expect(Object.keys(bad.body.errors).sort()).toEqual(['member', 'user_id'])
      expect((await devCall(t, '/__dev/members', { app_key: 'nope', user_id: 2, member: true })).status).toBe(404)
    })
  })
}
