import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appPerFile } from './support/app-per-file'
import { floatingButton, homeCategory, rgb, scrollYOf } from './support/locators'
import { backButtonVisible } from './support/telegram-bridge'
import { telegramHash } from './support/telegram-launch'
import { DEMO, expectHome, expectCategoryScreen, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * Home as Telegram opens it, on the production build and the real server: banners, the root
 * categories, the floating button, and the sheets' code fetched ahead.
 */
const e2e = appPerFile()
const { visit } = e2e

/** The files of the chunks the hub loads once Home is up (the overlays and the background), with their imports. */
function chunksLoadedAhead(): string[] {
  type Chunk = { file: string; imports?: string[]; css?: string[] }
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>
  const files = new Set<string>()
  const add = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || key === 'index.html' || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.css?.forEach((css) => files.add(css))
    chunk.imports?.forEach(add)
  }
  add('src/features/hub/overlay-views.ts')
  add('src/features/hub/background/background.ts')
  return [...files].map((file) => file.replace(/^assets\//, '')).sort()
}

describe('Home as Telegram opens it (ios)', () => {
  it('shows the banners, the root categories in their order and the floating button in its colours', async () => {
    const visitor = await visit('/demo', { platform: 'ios', bridge: true })
    const { page } = visitor
    await expectHome(visitor)

    const banners = page.getByRole('list', { name: 'Баннеры' })
    await poll(() => banners.getByRole('listitem').count()).toBe(DEMO.banners.length)
    for (const [index, image] of DEMO.banners.entries()) {
      const banner = banners.getByRole('button', { name: `Баннер ${String(index + 1)} из ${String(DEMO.banners.length)}` })
      await banner.waitFor()
      expect(await banner.locator('img').getAttribute('src')).toContain(image)
    }
    // The first banner's image really loads (a broken src would leave naturalWidth at 0).
    await poll(() =>
      banners
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true)

    const items = page.getByRole('list', { name: 'Разделы' }).getByRole('listitem')
    await poll(() => items.count()).toBe(DEMO.rootCategories.length)
    const texts = await items.allInnerTexts()
    expect(texts.map((text, index) => text.trim().startsWith(DEMO.rootCategories[index] ?? '?'))).toEqual(
      DEMO.rootCategories.map(() => true),
    )
    await expect(page.getByText('Летний интенсив').count()).resolves.toBe(0)
    // SPEC 4: small_bg and large_bg cards are at least 100 px and 200 px high.
    const height = async (title: string) => (await homeCategory(page, title).boundingBox())?.height ?? 0
    expect(await height('Курсы')).toBeGreaterThanOrEqual(100)
    expect(await height('Сообщество')).toBeGreaterThanOrEqual(200)

    const button = floatingButton(page, DEMO.floating.text)
    await button.waitFor()
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element)
      return { background: computed.backgroundColor, color: computed.color }
    })
    expect(style).toEqual({ background: rgb(DEMO.floating.background), color: rgb(DEMO.floating.color) })
    // The inactive isToMain button "Старое меню" is not the floating button.
    await expect(page.getByRole('button', { name: 'Старое меню' }).count()).resolves.toBe(0)
    // The floating button stays in the lower half of the viewport, also with Home scrolled.
    for (const y of [0, 200]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await poll(() => scrollYOf(page)).toBe(y)
      const box = await button.boundingBox()
      expect(box && box.y + box.height).toBeLessThanOrEqual(844)
      expect(box && box.y).toBeGreaterThan(844 / 2)
    }

    // Its link (t.me/kod_curator) goes through Telegram.
    await button.click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_tg_link', { path_full: DEMO.floating.tgPath }])

    // Telegram was told the app is ready, and Home shows no back button.
    const events = await visitor.events()
    expect(events.map(([type]) => type)).toContain('web_app_ready')
    expect(backButtonVisible(events)).not.toBe(true)
    expectNoErrors(visitor)
  })

  it('a banner opens its link: the first goes to the courses category, the second opens the welcome popup', async () => {
    const visitor = await visit('/demo', { platform: 'ios' })
    const { page } = visitor
    await expectHome(visitor)
    await page.getByRole('button', { name: 'Баннер 1 из 2', exact: true }).click()
    await expectCategoryScreen(visitor, 'Курсы')
    await page.goBack()
    await expectHome(visitor)
    await page.getByRole('button', { name: 'Баннер 2 из 2', exact: true }).click()
    await page.getByRole('dialog', { name: DEMO.welcomePopup }).waitFor()
    expectNoErrors(visitor)
  })

  it("loads the sheets' code once Home has loaded: the first popup opens with nothing asked of the network", async () => {
    // A context of its own: the visitors' contexts route outside links, and routing turns the browser's cache off.
    const context = await e2e.app.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    try {
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${e2e.app.baseUrl}/demo${await telegramHash({ platform: 'ios' })}`)
      await page.getByRole('list', { name: 'Разделы' }).waitFor()
      // The overlays' chunk with every chunk it imports, and the background chunk, arrive after the
      // page's load with no gesture (hub-overlays.tsx, create-app.ts): the build's manifest names them.
      const ahead = chunksLoadedAhead()
      const loaded = () =>
        page.evaluate(
          (files) =>
            files.filter((file) =>
              performance
                .getEntriesByType('resource')
                .some((entry) => entry.name.endsWith(`/${file}`) && (entry as PerformanceResourceTiming).responseEnd > 0),
            ),
          ahead,
        )
      await poll(loaded).toEqual(ahead)

      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const fromNetwork: string[] = []
      cdp.on('Network.responseReceived', ({ response }) => {
        if (response.url.includes('/assets/') && !response.fromDiskCache && !response.fromPrefetchCache) fromNetwork.push(response.url)
      })
      await page.getByRole('button', { name: 'Баннер 2 из 2', exact: true }).click()
      await page.getByRole('dialog', { name: DEMO.welcomePopup }).waitFor()
      expect(fromNetwork).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
