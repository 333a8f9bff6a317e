import { describe, expect, it } from 'vitest'
import { appPerFile } from './support/app-per-file'
import { homeCategory, pathnameOf, startsWith } from './support/locators'
import { EARLY_READS_REFUSED, expectHome, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * Status screens, on the production build and the real server: an unknown hub, a path that leads
 * nowhere, a hub that needs a subscription.
 */
const { visit } = appPerFile()

describe('Status screens', () => {
  it('an unknown app key shows the no-navigation page', async () => {
    const visitor = await visit('/nope', { platform: 'ios', bridge: true })
    const { page } = visitor
    await page.getByRole('heading', { level: 1, name: 'Навигация не найдена' }).waitFor()
    expect(pathnameOf(page)).toBe('/nope/no-navigation')
    // Inside Telegram the page offers to close the app.
    await page.getByRole('button', { name: 'Закрыть' }).click()
    await poll(async () => (await visitor.events()).map(([type]) => type)).toContain('web_app_close')
    // The unknown hub's API answers are 404s; nothing else may fail.
    expectNoErrors(visitor, /^404 (GET|POST) \/api\//)
  })

  it('a path that leads nowhere inside a hub shows the no-navigation page, worded for a hub that works, with the way Home', async () => {
    const visitor = await visit('/demo/there/is/nothing/here', { platform: 'ios' })
    await visitor.page.getByRole('heading', { level: 1, name: 'Здесь ничего нет' }).waitFor()
    await visitor.page.getByRole('link', { name: 'На главную' }).click()
    await expectHome(visitor)
    expectNoErrors(visitor)
  })

  it('visitor 2 on /club sees the no-subscription screen with the channel button', async () => {
    const visitor = await visit('/club', { userId: 2, platform: 'ios', bridge: true })
    const { page } = visitor
    await page.getByRole('heading', { level: 1, name: 'Нужна подписка' }).waitFor()
    expect(pathnameOf(page)).toBe('/club/no-subscription')
    // The way back is the hub, never no-subscription itself (QA v46: the redirect nested at each refused read).
    const redirectOf = () => new URL(page.url()).searchParams.get('redirect')
    expect(redirectOf()).toBe('/club')
    expect(await page.getByText('Игротека').count()).toBe(0)
    await page.getByRole('button', { name: 'Подписаться на канал' }).click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_tg_link', { path_full: '/club_channel' }])
    // Checking again while still unsubscribed keeps the screen and says so.
    await page.getByRole('button', { name: 'Я подписался, проверить' }).click()
    await page.getByRole('status').getByText('Подписка пока не найдена. Попробуйте через минуту.').waitFor()
    expect(pathnameOf(page)).toBe('/club/no-subscription')
    expect(redirectOf()).toBe('/club')
    // The hub's reads are refused with 403 (subscription_required), index.html's anonymous ones with 401; nothing else may fail.
    expectNoErrors(visitor, new RegExp(`^403 GET /api/|${EARLY_READS_REFUSED.source}`))
  })

  it('visitor 3 (a subscriber) on /club gets into the hub', async () => {
    const visitor = await visit('/club', { userId: 3, platform: 'ios' })
    const { page } = visitor
    await expectHome(visitor, 'club')
    await homeCategory(page, 'Игротека').waitFor()
    await homeCategory(page, 'Чат клуба').waitFor()
    expect(await page.getByRole('heading', { name: 'Нужна подписка' }).count()).toBe(0)
    await homeCategory(page, 'Игротека').click()
    await page.getByRole('heading', { level: 1, name: 'Игротека' }).waitFor()
    await page.getByRole('button', { name: startsWith('Правила «Каркассона» за 5 минут') }).waitFor()
    expectNoErrors(visitor, EARLY_READS_REFUSED)
  })
})
