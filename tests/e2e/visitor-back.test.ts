import { describe, expect, it } from 'vitest'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { homeCategory, pathnameOf, scrollYOf, startsWith } from './support/locators'
import { backButtonVisible } from './support/telegram-bridge'
import { DEMO, expectHome, expectCategoryScreen, pressTelegramBack, openWebinars, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * Back, for a visitor on the production build and the real server: Telegram's back button (overlays
 * first, then screens, Home from a category) and the browser's, which restores the scroll position.
 */
const e2e = appPerFile()
const { visit } = e2e

describe('Back', () => {
  it('Telegram back button: shown on a category, its press returns to Home and hides it again', async () => {
    const visitor = await visit('/demo', { platform: 'ios', bridge: true })
    const { page } = visitor
    await expectHome(visitor)
    await poll(async () => backButtonVisible(await visitor.events())).not.toBe(true)
    await homeCategory(page, 'Курсы').click()
    await expectCategoryScreen(visitor, 'Курсы')
    await pressTelegramBack(visitor)
    await expectHome(visitor)
    await poll(async () => backButtonVisible(await visitor.events())).toBe(false)
    expectNoErrors(visitor)
  })

  it('Telegram back from a category opened directly (no history) still lands on Home', async () => {
    const admin = await apiAs(e2e.app, 1)
    const courses = await idByTitle(admin, '/admin/categories', 'Курсы')
    const visitor = await visit(`/demo/category/${String(courses)}`, { platform: 'android', bridge: true })
    await expectCategoryScreen(visitor, 'Курсы')
    await pressTelegramBack(visitor)
    await expectHome(visitor)
    expectNoErrors(visitor)
  })

  it('Telegram back from a category reached through other screens returns to Home, not one step back', async () => {
    const visitor = await visit('/demo', { platform: 'ios', bridge: true })
    await openWebinars(visitor)
    // "Карьерная консультация" is an internal link to the schedule category: Home > category > section > category.
    await visitor.page.getByRole('button', { name: startsWith('Карьерная консультация') }).click()
    await expectCategoryScreen(visitor, 'Расписание')
    // SPEC 2: the native back button returns to Home from category detail.
    await pressTelegramBack(visitor)
    await expectHome(visitor)
    expectNoErrors(visitor)
  })

  it('Telegram back from a section goes one step back, to its category', async () => {
    const visitor = await visit('/demo', { platform: 'ios', bridge: true })
    await openWebinars(visitor)
    await pressTelegramBack(visitor)
    await expectCategoryScreen(visitor, 'Расписание')
    await visitor.receiveEvent('back_button_pressed')
    await expectHome(visitor)
    expectNoErrors(visitor)
  })

  it('Telegram back first closes an open popup sheet or video, then navigates', async () => {
    const visitor = await visit('/demo', { platform: 'ios', bridge: true })
    const { page } = visitor
    await expectHome(visitor)
    // On Home the button shows only while a sheet or modal is open, and closes it.
    await homeCategory(page, 'С чего начать').click()
    const sheet = page.getByRole('dialog', { name: DEMO.welcomePopup })
    await sheet.waitFor()
    await pressTelegramBack(visitor)
    await sheet.waitFor({ state: 'detached' })
    expect(pathnameOf(page)).toBe('/demo')
    await poll(async () => backButtonVisible(await visitor.events())).toBe(false)

    await homeCategory(page, 'Знакомство со школой').click()
    const video = page.getByRole('dialog', { name: 'Знакомство со школой' })
    await video.waitFor()
    await pressTelegramBack(visitor)
    await video.waitFor({ state: 'detached' })
    expect(pathnameOf(page)).toBe('/demo')

    // On a category: the first press closes the material's popup, the second returns to Home.
    await homeCategory(page, 'Курсы').click()
    await expectCategoryScreen(visitor, 'Курсы')
    await page.getByRole('button', { name: startsWith('Дизайн интерфейсов') }).click()
    const design = page.getByRole('dialog', { name: 'Дизайн интерфейсов' })
    await design.waitFor()
    await visitor.receiveEvent('back_button_pressed')
    await design.waitFor({ state: 'detached' })
    await expectCategoryScreen(visitor, 'Курсы')
    await visitor.receiveEvent('back_button_pressed')
    await expectHome(visitor)
    expectNoErrors(visitor)
  })

  it('browser back restores the previous screen and its scroll position', async () => {
    const visitor = await visit('/demo', { platform: 'ios' })
    const { page } = visitor
    await expectHome(visitor)
    const target = homeCategory(page, 'Расписание')
    await target.waitFor()
    // Wait for the images to give Home its full height, then scroll so the card sits mid-screen.
    await poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(200)
    await page.evaluate(async () => {
      const card = [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').startsWith('Расписание'))
      if (!card) throw new Error('no card')
      const max = document.documentElement.scrollHeight - window.innerHeight
      window.scrollTo(0, Math.min(max, window.scrollY + card.getBoundingClientRect().top - 300))
      await new Promise((done) => requestAnimationFrame(done))
    })
    const scrolled = await scrollYOf(page)
    expect(scrolled).toBeGreaterThan(100)

    await target.click()
    await expectCategoryScreen(visitor, 'Расписание')
    // A new path starts at the top.
    await poll(() => scrollYOf(page)).toBe(0)

    await page.goBack()
    await expectHome(visitor)
    await poll(async () => Math.abs((await scrollYOf(page)) - scrolled)).toBeLessThanOrEqual(2)

    // And forward again shows the category.
    await page.goForward()
    await expectCategoryScreen(visitor, 'Расписание')
    expectNoErrors(visitor)
  })
})
