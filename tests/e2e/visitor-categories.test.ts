import { describe, expect, it } from 'vitest'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { floatingButton, homeCategory, pathnameOf, reachable, startsWith } from './support/locators'
import { DEMO, expectHome, expectCategoryScreen, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * Category screens, for a visitor on the production build and the real server: each road type
 * (materials, subcategories, sections) and the section detail they lead to.
 */
const e2e = appPerFile()
const { visit } = e2e

describe('Browsing categories by road type', () => {
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
