import { describe, expect, it } from 'vitest'
import { apiAs } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { homeCategory, rgb, startsWith } from './support/locators'
import { DEMO, EARLY_READS_REFUSED, HINT_RU, HINT_EN, expectHome, expectCategoryScreen, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * Looks and language, on the production build and the real server: a dark Telegram theme, a hub whose
 * theme is dark, and English.
 */
const e2e = appPerFile()
const { visit } = e2e

describe('Dark Telegram theme and English', () => {
  it('a whole walk in a dark Telegram theme: the hub theme is painted and nothing errors', async () => {
    const visitor = await visit('/demo', { platform: 'ios', dark: true, bridge: true })
    const { page } = visitor
    await expectHome(visitor)
    // SPEC 4: the first theme returned sets the accent variables; demo's first theme is light.
    const paint = await page.evaluate(() => {
      const root = document.documentElement
      const style = getComputedStyle(root)
      return {
        dark: root.classList.contains('dark'),
        accent: style.getPropertyValue('--hub-accent').trim(),
        accentText: style.getPropertyValue('--hub-accent-text').trim(),
      }
    })
    expect(paint).toEqual({ dark: false, accent: '#2481cc', accentText: '#ffffff' })
    // A light hub theme is not repainted with Telegram's dark colours.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb('#ffffff'))

    await homeCategory(page, 'Курсы').click()
    await expectCategoryScreen(visitor, 'Курсы')
    await page.goBack()
    await expectHome(visitor)
    await homeCategory(page, 'Сообщество').click()
    await expectCategoryScreen(visitor, 'Сообщество')
    await page.getByRole('button', { name: startsWith('Чаты и форум') }).click()
    await page.getByRole('button', { name: 'Чаты по направлениям', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Чаты по направлениям' }).waitFor()
    await visitor.receiveEvent('back_button_pressed')
    await expectCategoryScreen(visitor, 'Сообщество')
    await visitor.receiveEvent('back_button_pressed')
    await expectHome(visitor)
    await homeCategory(page, 'С чего начать').click()
    await page.getByRole('dialog', { name: DEMO.welcomePopup }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await homeCategory(page, 'Знакомство со школой').click()
    await page.getByRole('dialog', { name: 'Знакомство со школой' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expectNoErrors(visitor)
  })

  it("a hub whose first theme is dark gets the dark class, its accents and Telegram's dark colours", async () => {
    const admin = await apiAs(e2e.app, 1)
    const { data: themes } = await admin.get<{ data: { id: number; type: string; background_color: string; text_color: string }[] }>(
      '/themes',
    )
    const first = themes[0]
    if (!first) throw new Error('demo has no theme')
    await admin.send('PUT', `/admin/themes/${String(first.id)}`, { type: 'dark', background_color: '#8774e1', text_color: '#ffffff' })
    try {
      const visitor = await visit('/demo', { platform: 'ios', dark: true })
      const { page } = visitor
      await expectHome(visitor)
      await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
      const paint = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement)
        return {
          accent: style.getPropertyValue('--hub-accent').trim(),
          accentText: style.getPropertyValue('--hub-accent-text').trim(),
          body: getComputedStyle(document.body).backgroundColor,
        }
      })
      // Telegram's dark bg_color (#17212b, from the launch params) paints the page.
      expect(paint).toEqual({ accent: '#8774e1', accentText: '#ffffff', body: rgb('#17212b') })
      await homeCategory(page, 'Курсы').click()
      await expectCategoryScreen(visitor, 'Курсы')
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
      expectNoErrors(visitor)
    } finally {
      await admin.send('PUT', `/admin/themes/${String(first.id)}`, {
        type: first.type,
        background_color: first.background_color,
        text_color: first.text_color,
      })
    }
  })

  it('English: Home, the private-link hint and the no-subscription screen speak English', async () => {
    const visitor = await visit('/demo', { platform: 'ios', languageCode: 'en', bridge: true })
    const { page } = visitor
    await expectHome(visitor, 'demo', 'Sections')
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.getByRole('button', { name: 'Banner 1 of 2', exact: true }).waitFor()
    await homeCategory(page, 'Сообщество', 'Sections').click()
    await expectCategoryScreen(visitor, 'Сообщество')
    await page.getByRole('button', { name: startsWith('Клуб выпускников') }).click()
    await page.getByRole('status').getByText(HINT_EN, { exact: true }).waitFor()
    expect(await page.getByText(HINT_RU).count()).toBe(0)
    expectNoErrors(visitor)

    const club = await visit('/club', { userId: 2, platform: 'ios', languageCode: 'en' })
    await club.page.getByRole('heading', { level: 1, name: 'Subscription required' }).waitFor()
    await club.page.getByRole('button', { name: 'Subscribe to the channel' }).waitFor()
    await club.page.getByRole('button', { name: 'I’ve subscribed, check again' }).waitFor()
    expectNoErrors(club, new RegExp(`^403 GET /api/|${EARLY_READS_REFUSED.source}`))
  })
})
