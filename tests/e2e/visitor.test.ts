import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { dragDown, touchSwipeDown } from './support/gestures'
import { floatingButton, homeCategory, pathnameOf, reachable, rgb, scrollYOf, startsWith } from './support/locators'
import { backButtonVisible } from './support/telegram-bridge'
import { telegramHash } from './support/telegram-launch'
import type { Visitor, VisitorOptions } from './support/visitor'
import { poll } from './support/waiting'
import { watchText } from './support/watch-text'

/**
 * Visitor journeys on the production build (dist/) and the real server, seeded with `demo` and
 * `club` (mock-api/store/seed-demo.ts, seed-club.ts). Each journey has its own browser context.
 */

/** What the demo seed holds, as a visitor should see it. */
const DEMO = {
  /** Active root categories in their order ("Летний интенсив" is inactive). */
  rootCategories: ['Курсы', 'Сообщество', 'Расписание', 'Знакомство со школой', 'С чего начать', 'Сайт школы', 'Бот поддержки'],
  /** Active banners in order, by image ("banner-archive" is inactive). */
  banners: ['banner-courses.svg', 'banner-meetup.svg'],
  floating: { text: 'Написать куратору', background: '#2481cc', color: '#ffffff', tgPath: '/kod_curator' },
  /** Course materials in order (large, large, small, small, icon). */
  courses: ['Основы JavaScript', 'Python с нуля', 'Git за один вечер', 'Дизайн интерфейсов', 'Шпаргалка по терминалу'],
  welcomePopup: 'Добро пожаловать в «Код»!',
  video: '/seed/intro.mp4',
  site: 'https://kod-school.example',
  privateLink: 'https://t.me/+Kd9fQz2LrT0xYjVi',
}
const HINT_RU = 'Не открылось? Сверни приложение'
const HINT_EN = "Didn't open? Minimise the app"

const e2e = appPerFile()
const { visit } = e2e

/** Home is shown: its list of categories is there (after the loader has done its round trip). */
async function expectHome(visitor: Visitor, appKey = 'demo', listName = 'Разделы') {
  await poll(() => pathnameOf(visitor.page)).toBe(`/${appKey}`)
  await visitor.page.getByRole('list', { name: listName }).waitFor()
}

async function expectCategoryScreen(visitor: Visitor, title: string) {
  await visitor.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
  expect(pathnameOf(visitor.page)).toMatch(/^\/demo\/category\/\d+$/)
}

/** Telegram's back button, once the screen has shown it, pressed. */
async function pressTelegramBack(visitor: Visitor) {
  await poll(async () => backButtonVisible(await visitor.events())).toBe(true)
  await visitor.receiveEvent('back_button_pressed')
}

/** From Home to «Расписание» and on to its section «Ближайшие вебинары». */
async function openWebinars(visitor: Visitor) {
  await expectHome(visitor)
  await homeCategory(visitor.page, 'Расписание').click()
  await expectCategoryScreen(visitor, 'Расписание')
  await visitor.page.getByRole('button', { name: 'Ближайшие вебинары', exact: true }).click()
  await visitor.page.getByRole('heading', { level: 1, name: 'Ближайшие вебинары' }).waitFor()
}

/**
 * index.html asks for Home's reads before it knows the hub (src/app/early-reads.ts); a hub that needs a
 * subscription refuses them anonymously (401), and the app then reads signed in.
 */
const EARLY_READS_REFUSED = /^401 GET \/api\/(categories|banners|buttons)$/

/** No page error, console error or failed request; no 4xx/5xx answer unless `expectedHttp` allows it. */
function expectNoErrors(visitor: Visitor, expectedHttp?: RegExp) {
  expect(visitor.errors, 'page errors, console errors, failed requests').toEqual([])
  expect(
    visitor.httpErrors.filter((entry) => !expectedHttp?.test(entry)),
    'unexpected 4xx/5xx answers',
  ).toEqual([])
}

describe('1. Home as Telegram opens it (ios)', () => {
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
    await page.getByRole('button', { name: 'Баннер 1 из 2' }).click()
    await expectCategoryScreen(visitor, 'Курсы')
    await page.goBack()
    await expectHome(visitor)
    await page.getByRole('button', { name: 'Баннер 2 из 2' }).click()
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
      // The overlays' chunk and its styles arrive after the page's load, with no gesture (hub-overlays.tsx).
      const overlays = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/overlay-views-[\w-]+\.(js|css)$/.test(entry.name) && (entry as PerformanceResourceTiming).responseEnd > 0)
            .map((entry) => entry.name.split('.').at(-1)),
        )
      await poll(overlays).toEqual(expect.arrayContaining(['js', 'css']))

      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const fromNetwork: string[] = []
      cdp.on('Network.responseReceived', ({ response }) => {
        if (response.url.includes('/assets/') && !response.fromDiskCache && !response.fromPrefetchCache) fromNetwork.push(response.url)
      })
      await page.getByRole('button', { name: 'Баннер 2 из 2' }).click()
      await page.getByRole('dialog', { name: DEMO.welcomePopup }).waitFor()
      expect(fromNetwork).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('2. Browsing categories by road type', () => {
  it('material: the category lists its active materials in order; a material opens its link or popup', async () => {
    const visitor = await visit('/demo', { platform: 'ios', bridge: true })
    const { page } = visitor
    await expectHome(visitor)
    await homeCategory(page, 'Курсы').click()
    await expectCategoryScreen(visitor, 'Курсы')
    await page.getByText('Программирование и дизайн: с нуля до первой работы.').waitFor()

    const materials = page.getByRole('group', { name: 'Материалы' })
    await materials.waitFor()
    const titles = await materials.getByRole('listitem').allInnerTexts()
    expect(titles.map((text) => DEMO.courses.find((title) => text.trim().startsWith(title)))).toEqual(DEMO.courses)

    // An external https material goes to Telegram's in-app browser.
    await materials.getByRole('button', { name: startsWith('Основы JavaScript') }).click()
    await poll(() => visitor.events()).toContainEqual([
      'web_app_open_link',
      { url: 'https://developer.mozilla.org/ru/docs/Learn/JavaScript' },
    ])
    // A popup material opens its bottom sheet.
    await materials.getByRole('button', { name: startsWith('Дизайн интерфейсов') }).click()
    const sheet = page.getByRole('dialog', { name: 'Дизайн интерфейсов' })
    await sheet.waitFor()
    await sheet.getByRole('button', { name: 'Смотреть работы студентов' }).waitFor()
    expectNoErrors(visitor)
  })

  it('subcategories: header card and an accordion that opens one section subcategory at a time', async () => {
    // The seed has one section-type subcategory; an admin adds a second so "one at a time" can be seen.
    const admin = await apiAs(e2e.app, 1)
    const webinars = await idByTitle(admin, '/admin/sections', 'Ближайшие вебинары')
    const chats = await idByTitle(admin, '/admin/sections', 'Чаты по направлениям')
    const community = await idByTitle(admin, '/admin/categories', 'Сообщество')
    const added = await admin.send<{ data: { id: number } }>('POST', '/admin/categories', {
      title: 'События сообщества',
      parent_id: community,
      road_type: 'section',
      display_type: 'no_bg',
      section_ids: [webinars],
    })
    try {
      const visitor = await visit('/demo', { platform: 'ios', bridge: true })
      const { page } = visitor
      await expectHome(visitor)
      await homeCategory(page, 'Сообщество').click()
      await expectCategoryScreen(visitor, 'Сообщество')
      // The header card: title, description, image.
      const header = page
        .getByRole('main')
        .locator('header')
        .filter({ has: page.getByRole('heading', { level: 1, name: 'Сообщество' }) })
      await header.getByText('Чаты, новости и клуб выпускников. Общаемся, помогаем, растём вместе.').waitFor()
      expect(await header.locator('img').getAttribute('src')).toContain('category-community.svg')

      const chatsTrigger = page.getByRole('button', { name: startsWith('Чаты и форум') })
      const eventsTrigger = page.getByRole('button', { name: startsWith('События сообщества') })
      await poll(() => chatsTrigger.getAttribute('aria-expanded')).toBe('false')
      await poll(() => eventsTrigger.getAttribute('aria-expanded')).toBe('false')
      // Link subcategories are plain cards, not accordion items; the inactive one is absent.
      const news = page.getByRole('button', { name: startsWith('Новости школы') })
      await news.waitFor()
      expect(await news.getAttribute('aria-expanded')).toBeNull()
      expect(await page.getByText('Старый чат потока').count()).toBe(0)

      const chatSection = page.getByRole('button', { name: 'Чаты по направлениям', exact: true })
      const forumSection = page.getByRole('button', { name: 'Форум выпускников', exact: true })
      const webinarSection = page.getByRole('button', { name: 'Ближайшие вебинары', exact: true })
      // Closed panels keep their sections out of reach.
      expect(await reachable(chatSection)).toBe(false)
      expect(await reachable(webinarSection)).toBe(false)

      await chatsTrigger.click()
      await poll(() => chatsTrigger.getAttribute('aria-expanded')).toBe('true')
      await poll(() => reachable(chatSection)).toBe(true)
      await poll(() => reachable(forumSection)).toBe(true)
      expect(await reachable(webinarSection)).toBe(false)

      // Opening the second closes the first.
      await eventsTrigger.click()
      await poll(() => eventsTrigger.getAttribute('aria-expanded')).toBe('true')
      await poll(() => chatsTrigger.getAttribute('aria-expanded')).toBe('false')
      await poll(() => reachable(webinarSection)).toBe(true)
      await poll(() => reachable(chatSection)).toBe(false)

      // The open item collapses again on a second tap.
      await eventsTrigger.click()
      await poll(() => eventsTrigger.getAttribute('aria-expanded')).toBe('false')
      await poll(() => reachable(webinarSection)).toBe(false)

      // A link section follows its link.
      await chatsTrigger.click()
      await poll(() => reachable(forumSection)).toBe(true)
      await forumSection.click()
      await poll(() => visitor.events()).toContainEqual(['web_app_open_link', { url: `${DEMO.site}/forum` }])

      // A material section goes to its detail with its materials.
      await chatSection.click()
      await poll(() => pathnameOf(page)).toBe(`/demo/section/${String(chats)}`)
      await page.getByRole('heading', { level: 1, name: 'Чаты по направлениям' }).waitFor()
      const materials = page.getByRole('group', { name: 'Материалы' })
      for (const title of ['Чат фронтендеров', 'Чат бэкендеров', 'Чат дизайнеров']) {
        await materials.getByRole('button', { name: title, exact: true }).waitFor()
      }
      // Section detail has Home's floating-button layout.
      await floatingButton(page, DEMO.floating.text).waitFor()
      await materials.getByRole('button', { name: 'Чат дизайнеров', exact: true }).click()
      await poll(() => visitor.events()).toContainEqual(['web_app_open_tg_link', { path_full: '/kod_design' }])
      expectNoErrors(visitor)
    } finally {
      await admin.send('DELETE', `/admin/categories/${String(added.data.id)}`)
    }
  })

  it('section: the category lists its sections; a material section opens its detail, whose materials lead on', async () => {
    const admin = await apiAs(e2e.app, 1)
    const webinars = await idByTitle(admin, '/admin/sections', 'Ближайшие вебинары')
    const visitor = await visit('/demo', { platform: 'android', bridge: true })
    const { page } = visitor
    await expectHome(visitor)
    await homeCategory(page, 'Расписание').click()
    await expectCategoryScreen(visitor, 'Расписание')
    const schedulePath = pathnameOf(page)
    const sections = page.getByRole('list', { name: 'Расписание' })
    const rows = await sections.getByRole('listitem').allInnerTexts()
    expect(rows.map((row) => row.trim())).toEqual(['Ближайшие вебинары', 'Календарь событий'])

    await sections.getByRole('button', { name: 'Календарь событий' }).click()
    await poll(() => visitor.events()).toContainEqual(['web_app_open_link', { url: `${DEMO.site}/calendar` }])

    await sections.getByRole('button', { name: 'Ближайшие вебинары' }).click()
    await poll(() => pathnameOf(page)).toBe(`/demo/section/${String(webinars)}`)
    await page.getByRole('heading', { level: 1, name: 'Ближайшие вебинары' }).waitFor()
    const materials = page.getByRole('group', { name: 'Материалы' })
    const titles = (await materials.getByRole('listitem').allInnerTexts()).map((text) => text.trim().split('\n')[0]?.trim())
    expect(titles).toEqual(['Вебинар «Как пройти собеседование»', 'Воркшоп по React', 'Карьерная консультация'])
    await floatingButton(page, DEMO.floating.text).waitFor()

    // "Карьерная консультация" links inside the hub, to the schedule category.
    await materials.getByRole('button', { name: startsWith('Карьерная консультация') }).click()
    await poll(() => pathnameOf(page)).toBe(schedulePath)
    await page.getByRole('heading', { level: 1, name: 'Расписание' }).waitFor()
    expectNoErrors(visitor)
  })
})

describe('3. Links leave the app the right way', () => {
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

describe('4. Private channel link hint', () => {
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

describe('5. Popup bottom sheet', () => {
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

describe('6. Video', () => {
  it('opens the player with the seeded clip, which plays; closing returns to Home', async () => {
    const visitor = await visit('/demo', { platform: 'ios' })
    const { page } = visitor
    await expectHome(visitor)
    await homeCategory(page, 'Знакомство со школой').click()
    const dialog = page.getByRole('dialog', { name: 'Знакомство со школой' })
    await dialog.waitFor()
    const video = dialog.locator('video')
    expect(new URL((await video.getAttribute('src')) ?? '', e2e.app.baseUrl).pathname).toBe(DEMO.video)
    expect(await video.getAttribute('controls')).not.toBeNull()

    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true
      try {
        await element.play()
      } catch (error) {
        return { ok: false, error: String(error), readyState: element.readyState, code: element.error?.code ?? null }
      }
      return { ok: true, error: null, readyState: element.readyState, code: null }
    })
    expect(played).toMatchObject({ ok: true })
    await poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2)
    await poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0)
    expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(640)

    await dialog.getByRole('button', { name: 'Закрыть' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expectHome(visitor)
    await homeCategory(page, 'Курсы').waitFor()
    expectNoErrors(visitor)
  })
})

describe('7. Back', () => {
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

describe('8. Status screens', () => {
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

describe('9. Dark Telegram theme and English', () => {
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
    await page.getByRole('button', { name: 'Banner 1 of 2' }).waitFor()
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
