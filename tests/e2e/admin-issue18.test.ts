import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { homeCategory, pathnameOf } from './support/locators'
import { hide, opensCoursesAndJs, today, todaysOpens } from './support/visitor-opens'
import { poll } from './support/waiting'

/**
 * Issue 18 from the admin's side, on the production build and the real server: the Statistics
 * screen and the list rows show what a visitor opened; schedule fields set in the form give the
 * list's badges and filter, and Home follows them; deep links at `/{appKey}` and numeric app keys.
 */
const e2e = appPerFile()
const { visit } = e2e
const DESKTOP = { width: 1280, height: 800 }

/** The Statistics screen's totals (opens, visitors). */
async function totalsOf(page: Page): Promise<{ opens: number; visitors: number }> {
  const text = await page.getByRole('region', { name: 'Итого за период' }).innerText()
  const number = (label: string) => Number(new RegExp(`${label}\\s*(\\d+)`).exec(text)?.[1] ?? NaN)
  return { opens: number('Открытия'), visitors: number('Посетители') }
}

/** Opens of one item in the Statistics screen's table (0 when it is not listed). */
async function itemOpens(page: Page, title: string): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Что открывали' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) })
  if ((await row.count()) === 0) return 0
  return Number(await row.getByRole('cell').nth(1).innerText())
}

/** The opens a list row shows ("12 открытий"). */
async function rowOpens(page: Page, title: string): Promise<number> {
  const meta = await page
    .getByRole('link', { name: `Изменить «${title}»` })
    .locator('xpath=..')
    .innerText()
  return Number(/(\d+)\s*открыт/.exec(meta)?.[1] ?? NaN)
}

describe('issue 18, admin side', () => {
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
    await admin.page.getByRole('link', { name: 'Изменить «Курсы»' }).waitFor()
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
    await admin.page.getByRole('table', { name: 'Что открывали' }).getByRole('link', { name: 'Курсы', exact: true }).click()
    await poll(() => pathnameOf(admin.page)).toBe(`/demo/admin/category/edit/${String(courses)}`)

    await admin.page.goto(`${e2e.app.baseUrl}/demo/admin/category`)
    await admin.page.getByRole('link', { name: 'Изменить «Курсы»' }).waitFor()
    await poll(() => rowOpens(admin.page, 'Курсы')).toBe(rowBefore + 1)
  })

  it('"Show until" in the past ends a category (badge, filter, gone from Home); "Show from" in the future schedules it', async () => {
    const api = await apiAs(e2e.app, 1)
    const id = await idByTitle(api, '/admin/categories', 'Сообщество')
    const admin = await visit(`/demo/admin/category/edit/${String(id)}`, { userId: 1, platform: 'tdesktop', viewport: DESKTOP })
    const { page } = admin
    await page.getByRole('button', { name: 'Показывать по расписанию…' }).click()
    await page.getByLabel('Показывать до').fill('2020-01-01T10:00')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await poll(() => pathnameOf(page)).toBe('/demo/admin/category')
    const row = page.getByRole('link', { name: 'Изменить «Сообщество»' }).locator('xpath=..')
    await row.getByText('показ окончен', { exact: true }).waitFor()

    await page.getByRole('combobox', { name: 'Расписание' }).selectOption('ended')
    await poll(() => new URL(page.url()).searchParams.get('schedule')).toBe('ended')
    await page.getByRole('link', { name: 'Изменить «Сообщество»' }).waitFor()
    await poll(() => page.getByRole('link', { name: 'Изменить «Курсы»' }).count()).toBe(0)

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
    await page.getByRole('link', { name: 'Изменить «Сообщество»' }).waitFor()
    await poll(() => page.getByRole('link', { name: 'Изменить «Курсы»' }).count()).toBe(0)
    await visitor.page.reload()
    await homeCategory(visitor.page, 'Курсы').waitFor()
    expect(await homeCategory(visitor.page, 'Сообщество').count()).toBe(0)
  })
})

describe('issue 18, deep links at /{appKey} and numeric app keys', () => {
  it('Telegram opens the hub at /demo with a start param naming a category: it starts there, and back goes Home', async () => {
    const api = await apiAs(e2e.app, 1)
    const schedule = await idByTitle(api, '/admin/categories', 'Расписание')
    const visitor = await visit('/demo', { platform: 'tdesktop', bridge: true, startParam: `demo__category_${String(schedule)}` })
    await visitor.page.getByRole('heading', { level: 1, name: 'Расписание', exact: true }).waitFor()
    expect(pathnameOf(visitor.page)).toBe(`/demo/category/${String(schedule)}`)
    await visitor.receiveEvent('back_button_pressed')
    await poll(() => pathnameOf(visitor.page)).toBe('/demo')
    await visitor.page.getByRole('list', { name: 'Разделы' }).waitFor()
  })

  it('/demo alone stays Home', async () => {
    const visitor = await visit('/demo', { platform: 'tdesktop', bridge: true, startParam: 'demo' })
    await visitor.page.getByRole('list', { name: 'Разделы' }).waitFor()
    expect(pathnameOf(visitor.page)).toBe('/demo')
  })

  it('a purely numeric app key in ?startapp= is an app key, not a number (no such hub here: no-navigation under it)', async () => {
    const visitor = await visit('/?startapp=12345', { plain: true })
    await poll(() => pathnameOf(visitor.page)).toBe('/12345/no-navigation')
    const screen = await visit('/?startapp=12345__category_3', { plain: true })
    await poll(() => pathnameOf(screen.page)).toBe('/12345/no-navigation')
  })
})
