import { describe, expect, it } from 'vitest'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { homeCategory, pathnameOf } from './support/locators'
import { poll } from './support/waiting'

/**
 * Schedules, on the production build and the real server: the schedule fields of the admin's form
 * give the list its badges and filter, and Home follows them, also while it stays open.
 */
const e2e = appPerFile()
const { visit } = e2e
const DESKTOP = { width: 1280, height: 800 }

describe('schedules', () => {
  it('"Show until" in the past ends a category (badge, filter, gone from Home); "Show from" in the future schedules it', async () => {
    const api = await apiAs(e2e.app, 1)
    const id = await idByTitle(api, '/admin/categories', 'Сообщество')
    const admin = await visit(`/demo/admin/category/edit/${String(id)}`, { userId: 1, platform: 'tdesktop', viewport: DESKTOP })
    const { page } = admin
    await page.getByRole('button', { name: 'Показывать по расписанию…' }).click()
    await page.getByLabel('Показывать до').fill('2020-01-01T10:00')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await poll(() => pathnameOf(page)).toBe('/demo/admin/category')
    const row = page.getByRole('button', { name: 'Действия: «Сообщество»' }).locator('xpath=..')
    await row.getByText('показ окончен', { exact: true }).waitFor()

    await page.getByRole('combobox', { name: 'Расписание' }).selectOption('ended')
    await poll(() => new URL(page.url()).searchParams.get('schedule')).toBe('ended')
    await page.getByRole('button', { name: 'Действия: «Сообщество»' }).waitFor()
    await poll(() => page.getByRole('button', { name: 'Действия: «Курсы»' }).count()).toBe(0)

    const visitor = await visit('/demo', { platform: 'tdesktop', bridge: true })
    await homeCategory(visitor.page, 'Курсы').waitFor()
    expect(await homeCategory(visitor.page, 'Сообщество').count()).toBe(0)

    await page.goto(`${e2e.app.baseUrl}/demo/admin/category/edit/${String(id)}`)
    // From first: clearing the only bound would fold the fields back behind their button.
    await page.getByLabel('Показывать с').fill('2099-01-01T10:00')
    await page.getByRole('button', { name: 'Очистить поле «Показывать до»' }).click()
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await poll(() => pathnameOf(page)).toBe('/demo/admin/category')
    await row.getByText('запланировано', { exact: true }).waitFor()
    await page.getByRole('combobox', { name: 'Расписание' }).selectOption('scheduled')
    await page.getByRole('button', { name: 'Действия: «Сообщество»' }).waitFor()
    await poll(() => page.getByRole('button', { name: 'Действия: «Курсы»' }).count()).toBe(0)
    await visitor.page.reload()
    await homeCategory(visitor.page, 'Курсы').waitFor()
    expect(await homeCategory(visitor.page, 'Сообщество').count()).toBe(0)
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
})
