import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { pathnameOf } from './support/locators'
import { appRuns } from './support/visitor'
import { poll } from './support/waiting'

/**
 * Issue 29, on the production build and the real server: Home, or a category landed on, is drawn
 * before the app's code has arrived (src/app/first-paint.tsx), and the app takes the screen over.
 * The app's chunk is held back here, as a slow network would, to look at the first paint alone.
 */
const e2e = appPerFile()

/** A phone in a plain browser at `path`, with the app's code held until `release()`. */
async function openHoldingTheApp(path: string): Promise<{ page: Page; release: () => void; errors: string[] }> {
  const context = await e2e.app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await context.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${e2e.app.baseUrl}${path}`)
  return { page, release, errors }
}

describe('the first paint', () => {
  it("draws Home before the app's code arrives; a card tapped then opens once the app runs", async () => {
    const { page, release, errors } = await openHoldingTheApp('/demo')
    const firstPaint = page.locator('[data-first-paint]')
    await firstPaint.getByRole('button', { name: /Курсы/ }).waitFor()
    await expect(page.locator('#root').isHidden()).resolves.toBe(true)
    // Tapped while only the first paint is there: nothing can open it yet.
    await firstPaint.getByRole('button', { name: /Сообщество/ }).click()
    expect(pathnameOf(page)).toBe('/demo')
    release()
    await appRuns(page)
    const api = await apiAs(e2e.app, 1)
    const community = await idByTitle(api, '/admin/categories', 'Сообщество')
    await poll(() => pathnameOf(page)).toBe(`/demo/category/${String(community)}`)
    await page.getByRole('heading', { level: 1, name: 'Сообщество' }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('draws a category opened by a deep link before the app follows it there', async () => {
    const api = await apiAs(e2e.app, 1)
    const community = await idByTitle(api, '/admin/categories', 'Сообщество')
    const { page, release, errors } = await openHoldingTheApp(`/?startapp=demo__category_${String(community)}`)
    const firstPaint = page.locator('[data-first-paint]')
    await firstPaint.getByRole('heading', { level: 1, name: 'Сообщество' }).waitFor()
    // Its subcategories, as the app draws them, and the back control of a plain browser.
    await firstPaint.getByRole('button', { name: /Чаты и форум/ }).waitFor()
    await firstPaint.getByRole('button', { name: 'Назад' }).waitFor()
    expect(pathnameOf(page)).toBe('/')
    release()
    await appRuns(page)
    await poll(() => pathnameOf(page)).toBe(`/demo/category/${String(community)}`)
    await page.getByRole('button', { name: /Чаты и форум/ }).click()
    await expect(page.getByRole('button', { name: /Чаты и форум/ }).getAttribute('aria-expanded')).resolves.toBe('true')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
