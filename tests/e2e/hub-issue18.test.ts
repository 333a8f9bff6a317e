import { describe, expect, it } from 'vitest'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { pathnameOf } from './support/locators'
import type { Visitor } from './support/visitor'
import { hide, opensCoursesAndJs, todaysOpens } from './support/visitor-opens'
import { poll } from './support/waiting'

/**
 * Issue 18 from the visitor's side, on the production build and the real server: opens reach the
 * admin's statistics, a banner whose window ends leaves an open Home, and a `startapp` deep link.
 */
const e2e = appPerFile()
const { visit } = e2e

const opensOf = (target: 'category' | 'material', id: number) => todaysOpens(e2e.app, target, id)

async function expectHome(visitor: Visitor) {
  await poll(() => pathnameOf(visitor.page)).toBe('/demo')
  await visitor.page.getByRole('list', { name: 'Разделы' }).waitFor()
}

describe('issue 18, visitor side', () => {
  it('a visitor opens a category and a material link, and the admin statistics count them', async () => {
    const api = await apiAs(e2e.app, 1)
    const courses = await idByTitle(api, '/admin/categories', 'Курсы')
    const js = await idByTitle(api, '/admin/materials', 'Основы JavaScript')
    const before = { category: await opensOf('category', courses), material: await opensOf('material', js) }
    const visitor = await visit('/demo', { platform: 'tdesktop', bridge: true })
    await opensCoursesAndJs(visitor)
    // Sent when the page is hidden (or after the batching interval), with keepalive.
    await poll(async () => {
      await hide(visitor)
      return { category: await opensOf('category', courses), material: await opensOf('material', js) }
    }).toEqual({ category: before.category + 1, material: before.material + 1 })
  })

  it('a banner whose window ends while Home stays open disappears from it', async () => {
    const api = await apiAs(e2e.app, 1)
    interface AdminBanner {
      id: number
      is_active: boolean
      image_id: number | null
      links: Array<{ link_type: string; internal_url: string | null; external_url: string | null; popup_id?: number | null }>
    }
    const { data: banners } = await api.get<{ data: AdminBanner[] }>('/admin/banners?pagination[limit]=100')
    const banner = banners.find((item) => item.is_active)
    if (!banner) throw new Error('no active banner in the seed')
    const visitor = await visit('/demo', { platform: 'tdesktop', bridge: true })
    const list = visitor.page.getByRole('list', { name: 'Баннеры' })
    await list.waitFor()
    const shown = await list.getByRole('button').count()
    // Ends a few seconds from now, while this Home stays open (the navigation read names the boundary).
    await api.send('PUT', `/admin/banners/${String(banner.id)}`, {
      is_active: true,
      image_id: banner.image_id,
      links: banner.links.map((link) => ({
        link_type: link.link_type,
        internal_url: link.internal_url,
        external_url: link.external_url,
        popup_id: link.popup_id ?? null,
      })),
      visible_from: null,
      visible_until: new Date(Date.now() + 4000).toISOString(),
    })
    await visitor.page.reload()
    await list.waitFor()
    expect(await list.getByRole('button').count()).toBe(shown)
    await expect.poll(() => list.getByRole('button').count(), { timeout: 15_000, interval: 200 }).toBe(shown - 1)
    expect(pathnameOf(visitor.page)).toBe('/demo')
  })

  it('a startapp deep link opens its category, and back goes Home', async () => {
    const api = await apiAs(e2e.app, 1)
    const schedule = await idByTitle(api, '/admin/categories', 'Расписание')
    const visitor = await visit('/', { platform: 'tdesktop', bridge: true, startParam: `demo__category_${String(schedule)}` })
    await visitor.page.getByRole('heading', { level: 1, name: 'Расписание', exact: true }).waitFor()
    expect(pathnameOf(visitor.page)).toBe(`/demo/category/${String(schedule)}`)
    await visitor.receiveEvent('back_button_pressed')
    await expectHome(visitor)
  })

  it('a startapp deep link to a category the hub does not have lands on Home', async () => {
    const visitor = await visit('/', { platform: 'tdesktop', bridge: true, startParam: 'demo__category_999999' })
    await expectHome(visitor)
  })
})
