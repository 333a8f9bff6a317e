import { describe, expect, it } from 'vitest'
import { appPerFile } from './support/app-per-file'
import { homeCategory, pathnameOf } from './support/locators'
import { poll } from './support/waiting'

/**
 * Issue 17 on the production build: two hubs in one page. Start-up, the signed-in user and the
 * theme are per hub, so going back to a hub started in this page draws it at once.
 */

const e2e = appPerFile()

describe('two hubs in one page', () => {
  it('coming back to a started hub draws it at once: no loader, no second sign-in, its own theme', async () => {
    // Olga (3) subscribes to the club; the school is open to everyone.
    const visitor = await e2e.visit('/demo', { userId: 3, platform: 'ios' })
    const { page } = visitor
    await homeCategory(page, 'Курсы').waitFor()
    // From here on (the school's start-up, its sign-in included, is over once its Home has drawn).
    const signIns: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth') signIns.push(request.headers()['x-app-key'] ?? '')
    })
    const accent = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--hub-accent'))
    expect(await accent()).toBe('#2481cc')

    // The club in the same page (as the address bar or a link would take the visitor there).
    await page.evaluate(() => {
      window.history.pushState(window.history.state, '', '/club')
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    })
    await homeCategory(page, 'Игротека').waitFor()
    expect(pathnameOf(page)).toBe('/club')
    expect(await accent()).toBe('#b45309')

    // Back to the school: whether the loader shows at any moment is watched inside the page.
    await page.evaluate(() => {
      const seen = { loader: false }
      ;(window as unknown as { __seen: typeof seen }).__seen = seen
      const look = () => void (seen.loader ||= document.querySelector('[aria-label="Загружаем приложение"]') !== null)
      new MutationObserver(look).observe(document.body, { childList: true, subtree: true, attributes: true })
    })
    await page.goBack()
    await poll(() => pathnameOf(page)).toBe('/demo')
    await homeCategory(page, 'Курсы').waitFor()
    expect(await page.evaluate(() => (window as unknown as { __seen: { loader: boolean } }).__seen.loader)).toBe(false)
    expect(await accent()).toBe('#2481cc')
    // One sign-in per hub: the school's happened before its Home drew, before the listener; the club's once.
    expect(signIns).toEqual(['club'])
    expect(visitor.errors).toEqual([])
  })
})
