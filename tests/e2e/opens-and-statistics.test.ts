import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { pathnameOf } from './support/locators'
import { hide, opensCoursesAndJs, today, todaysOpens } from './support/visitor-opens'
import { poll } from './support/waiting'

/**
 * Opens, on the production build and the real server: what a visitor opens is sent (batched, and
 * when the page is hidden) and counted, and the admin's Statistics screen and list rows show it.
 */
const e2e = appPerFile()
const { visit } = e2e
const DESKTOP = { width: 1280, height: 800 }

const opensOf = (target: 'category' | 'material', id: number) => todaysOpens(e2e.app, target, id)

/** The Statistics screen's totals (opens, visitors). */
async function totalsOf(page: Page): Promise<{ opens: number; visitors: number }> {
  const text = await page.getByRole('region', { name: 'Итого за период' }).innerText()
  const number = (label: string) => Number(new RegExp(`${label}\\s*(\\d+)`).exec(text)?.[1] ?? NaN)
  return { opens: number('Открытия'), visitors: number('Посетители') }
}

/** Opens of one item in the Statistics screen's list of items (0 when it is not listed). */
async function itemOpens(page: Page, title: string): Promise<number> {
  const item = page
    .getByRole('list', { name: 'Что открывали' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
  if ((await item.count()) === 0) return 0
  // The first figure is the opens (then the visitors).
  return Number(await item.getByRole('definition').first().innerText())
}

/** The opens a list row shows ("12 открытий"). */
async function rowOpens(page: Page, title: string): Promise<number> {
  const meta = await page
    .getByRole('button', { name: `Действия: «${title}»` })
    .locator('xpath=..')
    .innerText()
  return Number(/(\d+)\s*открыт/.exec(meta)?.[1] ?? NaN)
}

describe('opens reach the statistics', () => {
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

  it("a visitor opens a category and a material link; the admin's Statistics screen and the list row show them", async () => {
    const api = await apiAs(e2e.app, 1)
    const courses = await idByTitle(api, '/admin/categories', 'Курсы')
    const admin = await visit(`/demo/admin/stats?from=${today()}&to=${today()}`, { userId: 1, platform: 'tdesktop', viewport: DESKTOP })
    await admin.page.getByRole('heading', { level: 1, name: 'Статистика' }).waitFor()
    await admin.page.getByRole('region', { name: 'Итого за период' }).waitFor()
    const before = {
      totals: await totalsOf(admin.page),
      courses: await itemOpens(admin.page, 'Курсы'),
      js: await itemOpens(admin.page, 'Основы JavaScript'),
    }
    await admin.page.goto(`${e2e.app.baseUrl}/demo/admin/category`)
    await admin.page.getByRole('button', { name: 'Действия: «Курсы»' }).waitFor()
    await poll(() => rowOpens(admin.page, 'Курсы')).not.toBeNaN()
    const rowBefore = await rowOpens(admin.page, 'Курсы')

    // A visitor nobody counted today (browser context 1).
    const visitor = await visit('/demo', { userId: 4242, platform: 'tdesktop', bridge: true })
    await opensCoursesAndJs(visitor)
    await poll(async () => {
      await hide(visitor)
      return todaysOpens(e2e.app, 'category', courses)
    }).toBe(before.courses + 1)

    await admin.page.goto(`${e2e.app.baseUrl}/demo/admin/stats?from=${today()}&to=${today()}`)
    await admin.page.getByRole('region', { name: 'Итого за период' }).waitFor()
    await poll(() => totalsOf(admin.page)).toEqual({ opens: before.totals.opens + 2, visitors: before.totals.visitors + 1 })
    expect(await itemOpens(admin.page, 'Курсы')).toBe(before.courses + 1)
    expect(await itemOpens(admin.page, 'Основы JavaScript')).toBe(before.js + 1)
    // The top items link to their edit screens.
    await admin.page.getByRole('list', { name: 'Что открывали' }).getByRole('link', { name: 'Курсы', exact: true }).click()
    await poll(() => pathnameOf(admin.page)).toBe(`/demo/admin/category/edit/${String(courses)}`)

    await admin.page.goto(`${e2e.app.baseUrl}/demo/admin/category`)
    await admin.page.getByRole('button', { name: 'Действия: «Курсы»' }).waitFor()
    await poll(() => rowOpens(admin.page, 'Курсы')).toBe(rowBefore + 1)
  })
})
