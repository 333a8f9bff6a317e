import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { appPerFile } from './support/app-per-file'
import { dragDown, touchSwipeDown } from './support/gestures'
import { homeCategory, pathnameOf, rgb, scrollYOf, startsWith } from './support/locators'
import type { Visitor, VisitorOptions } from './support/visitor'
import { DEMO, expectHome, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * The popup bottom sheet, on the production build and the real server: what it shows, and the drags,
 * swipes and keys that close it.
 */
const { visit } = appPerFile()

describe('Popup bottom sheet', () => {
  async function openWelcome(options: VisitorOptions = {}) {
    const visitor = await visit('/demo', { platform: 'ios', bridge: true, ...options })
    await expectHome(visitor)
    await homeCategory(visitor.page, 'С чего начать').click()
    const sheet = visitor.page.getByRole('dialog', { name: DEMO.welcomePopup })
    await sheet.waitFor()
    return { visitor, sheet }
  }
  /** Waits for the sheet's CSS transitions (slide in, snap back) to finish. */
  const settle = (sheet: Locator) =>
    sheet.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)).then(() => undefined))
  const sheetOffset = (visitor: Visitor) =>
    visitor.page.getByRole('dialog').evaluate((element) => Math.round(element.getBoundingClientRect().top))

  it('shows every part of the popup: cover, title, texts, link lists and active buttons', async () => {
    const { visitor, sheet } = await openWelcome()
    const { page } = visitor
    const title = sheet.getByRole('heading', { level: 2, name: DEMO.welcomePopup })
    await title.waitFor()
    // The welcome popup's title is centred (SPEC 2: left or center).
    expect(await title.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center')
    expect(await sheet.locator('img').first().getAttribute('src')).toContain('popup-welcome.svg')
    await sheet.getByText('Рады видеть вас в сообществе «Код»! Вот что поможет освоиться в первые дни.').waitFor()
    for (const bullet of [
      'Выберите курс в разделе «Курсы»',
      'Представьтесь в чате своего направления',
      'Загляните в расписание вебинаров',
    ]) {
      await sheet.getByRole('listitem').filter({ hasText: bullet }).waitFor()
    }

    // Materials list: active materials only.
    const start = sheet.getByRole('region', { name: 'С чего начать' })
    for (const title of ['Основы JavaScript', 'Git за один вечер', 'Шпаргалка по терминалу']) {
      await start.getByRole('button', { name: startsWith(title) }).waitFor()
    }
    expect(await start.getByText('Архив вебинаров 2024').count()).toBe(0)

    // Local links with icons, opening outside the app.
    const socials = sheet.getByRole('region', { name: 'Мы в соцсетях' })
    const links = socials.getByRole('link')
    await poll(() => links.count()).toBe(4)
    const youtube = socials.getByRole('link', { name: /YouTube/ })
    expect(await youtube.getAttribute('href')).toBe('https://youtube.com/@kod_school')
    expect(await youtube.getAttribute('target')).toBe('_blank')
    expect(await youtube.locator('img').getAttribute('src')).toContain('icon-play.svg')

    // Active buttons in their colours; the inactive "Весенняя акция" is not shown.
    const enroll = sheet.getByRole('button', { name: 'Записаться на курс' })
    const later = sheet.getByRole('button', { name: 'Посмотрю позже' })
    expect(await enroll.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb('#188038'))
    expect(await later.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb('#e5e5ea'))
    expect(await sheet.getByRole('button', { name: 'Весенняя акция' }).count()).toBe(0)

    // Links in the sheet go through Telegram like any other.
    await youtube.click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_link', { url: 'https://youtube.com/@kod_school' }])
    await socials.getByRole('link', { name: /Телеграм-канал/ }).click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_tg_link', { path_full: '/kod_school' }])
    await enroll.click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_link', { url: `${DEMO.site}/enroll` }])
    // "Посмотрю позже" links to Home: the sheet closes and Home stays.
    await later.click()
    await sheet.waitFor({ state: 'detached' })
    expect(pathnameOf(page)).toBe('/demo')
    expectNoErrors(visitor)
  })

  it('a 30 px drag on the handle snaps back; a 150 px drag closes the sheet', async () => {
    const { visitor, sheet } = await openWelcome()
    const { page } = visitor
    const handle = sheet.locator('[data-sheet-handle]')
    // Let the opening slide finish so offsets are measured from the resting position.
    await poll(() => sheetOffset(visitor)).toBeLessThan(700)
    await settle(sheet)
    const rest = await sheetOffset(visitor)

    await dragDown(page, handle, 30)
    await settle(sheet)
    expect(await sheetOffset(visitor)).toBe(rest)
    // Longer than the sheet's closing animation (280 ms): a close would have unmounted it by now.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 400)))
    expect(await sheet.isVisible()).toBe(true)

    // While held, the sheet follows the pointer; released past 70 px, it closes.
    await dragDown(page, handle, 150, { release: false })
    expect(Math.abs((await sheetOffset(visitor)) - (rest + 150))).toBeLessThanOrEqual(2)
    await page.mouse.up()
    await sheet.waitFor({ state: 'detached' })
    expect(pathnameOf(page)).toBe('/demo')
    expectNoErrors(visitor)
  })

  it('a finger swipe down on the content closes it too; Escape and the close button close it', async () => {
    const { visitor, sheet } = await openWelcome()
    const { page } = visitor
    // The finger lands where the title rests: mid-slide (a busy machine) it would land beside the sheet.
    await poll(() => sheetOffset(visitor)).toBeLessThan(700)
    await settle(sheet)
    await touchSwipeDown(page, sheet.getByRole('heading', { level: 2, name: DEMO.welcomePopup }), 150)
    await sheet.waitFor({ state: 'detached' })

    await homeCategory(page, 'С чего начать').click()
    await sheet.waitFor()
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'detached' })

    await homeCategory(page, 'С чего начать').click()
    await sheet.waitFor()
    await sheet.getByRole('button', { name: 'Закрыть' }).click()
    await sheet.waitFor({ state: 'detached' })
    await expectHome(visitor)
    // With the sheet gone the page scrolls again under the finger/wheel (its scroll lock is released).
    await page.evaluate(() => window.scrollTo(0, 0))
    await poll(() => scrollYOf(page)).toBe(0)
    await page.mouse.move(195, 400)
    await page.mouse.wheel(0, 300)
    await poll(() => scrollYOf(page)).toBeGreaterThan(0)
    expectNoErrors(visitor)
  })
})
