import { describe, expect, it } from 'vitest'
import { appPerFile } from './support/app-per-file'
import { homeCategory, pathnameOf, startsWith } from './support/locators'
import type { VisitorOptions } from './support/visitor'
import { DEMO, HINT_RU, expectHome, expectCategoryScreen, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'
import { watchText } from './support/watch-text'

/**
 * Links, for a visitor on the production build and the real server: they leave the app the right way
 * (a tab, or Telegram), and a private channel's link shows its hint on mobile only.
 */
const { visit } = appPerFile()

describe('Links leave the app the right way', () => {
  it('in a plain browser tab an https link opens a new tab', async () => {
    const visitor = await visit('/demo', { plain: true })
    const { page, context } = visitor
    await expectHome(visitor)
    const [tab] = await Promise.all([context.waitForEvent('page'), homeCategory(page, 'Сайт школы').click()])
    await tab.waitForLoadState('domcontentloaded')
    expect(tab.url()).toBe(`${DEMO.site}/`)
    // The hub itself stays where it was.
    expect(pathnameOf(page)).toBe('/demo')
    expectNoErrors(visitor)
  })

  it('inside Telegram an https link posts web_app_open_link and a t.me link posts web_app_open_tg_link', async () => {
    const visitor = await visit('/demo', { platform: 'ios', bridge: true })
    const { page, context } = visitor
    await expectHome(visitor)
    const tabs: string[] = []
    context.on('page', (tab) => tabs.push(tab.url()))

    await homeCategory(page, 'Сайт школы').click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_link', { url: DEMO.site }])
    await homeCategory(page, 'Бот поддержки').click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_tg_link', { path_full: '/kod_support_bot' }])

    // Neither opened a tab of its own, nor left the hub.
    expect(tabs).toEqual([])
    expect(pathnameOf(page)).toBe('/demo')
    const opened = (await visitor.events()).filter(([type]) => type === 'web_app_open_link' || type === 'web_app_open_tg_link')
    expect(opened).toHaveLength(2)
    expectNoErrors(visitor)
  })
})

describe('Private channel link hint', () => {
  async function openClubLink(options: VisitorOptions) {
    const visitor = await visit('/demo', { bridge: true, ...options })
    await expectHome(visitor)
    await homeCategory(visitor.page, 'Сообщество').click()
    await expectCategoryScreen(visitor, 'Сообщество')
    return visitor
  }

  it('on ios the hint shows for about 1.5 s while Telegram is asked to open the link', async () => {
    const visitor = await openClubLink({ platform: 'ios' })
    const { page } = visitor
    const watch = await watchText(page, HINT_RU)
    await page.getByRole('button', { name: startsWith('Клуб выпускников') }).click()
    await page.getByRole('status').getByText(HINT_RU, { exact: true }).waitFor()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_tg_link', { path_full: new URL(DEMO.privateLink).pathname }])
    await page.getByText(HINT_RU).waitFor({ state: 'detached', timeout: 5_000 })
    const { shownAt, hiddenAt, shows } = await watch.read()
    expect(shows).toBe(1)
    expect(shownAt).not.toBeNull()
    expect(hiddenAt).not.toBeNull()
    const shownFor = (hiddenAt ?? 0) - (shownAt ?? 0)
    expect(shownFor).toBeGreaterThanOrEqual(1400)
    expect(shownFor).toBeLessThan(2600)
    expectNoErrors(visitor)
  })

  it('on tdesktop the link opens without a hint', async () => {
    const visitor = await openClubLink({ platform: 'tdesktop' })
    const { page } = visitor
    const watch = await watchText(page, HINT_RU)
    await page.getByRole('button', { name: startsWith('Клуб выпускников') }).click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_tg_link', { path_full: new URL(DEMO.privateLink).pathname }])
    // The hint would render with the same click; give React a few frames to prove it does not.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)))
    expect((await watch.read()).shows).toBe(0)
    expect(await page.getByText(HINT_RU).count()).toBe(0)
    expectNoErrors(visitor)
  })

  it('a public t.me link shows no hint on ios', async () => {
    const visitor = await openClubLink({ platform: 'ios' })
    const { page } = visitor
    const watch = await watchText(page, HINT_RU)
    await page.getByRole('button', { name: startsWith('Новости школы') }).click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_tg_link', { path_full: '/kod_school' }])
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)))
    expect((await watch.read()).shows).toBe(0)
    expectNoErrors(visitor)
  })
})
