import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { PNG_16x9 } from './support/images'
import { floatingButton, homeCategory, pathnameOf } from './support/locators'
import { shootBothSizes } from './support/screenshots'
import { poll } from './support/waiting'

/**
 * Issue 11's journey on the production build and the real server: an admin builds a popup with
 * every kind of part, attaches it to a category's link, restyles the hub (dark theme, new
 * accent), changes the floating button and adds a banner; a visitor on a phone sees all of it;
 * an uncaught error in the hub reaches the logs screen with its stack; a visitor is kept out.
 * With E2E_SHOTS=<dir>, the popup form and the theme screen are photographed at both sizes.
 */

const e2e = appPerFile()
const { visit } = e2e

const POPUP = 'E2E: всё в одном'
const POPUP_TITLE = 'Всё в одном'
const ACCENT = '#c2410c'
const FLOATING = 'Спросить E2E'
const BOOM = 'E2E boom from the hub'

/** The popup form, filled: a plain text, a bulleted text, two buttons and a list of own links. */
async function fillPopup(page: Page) {
  await page
    .getByRole('textbox', { name: /^Название/ })
    .first()
    .fill(POPUP)
  await page.getByRole('textbox', { name: /^Заголовок$/ }).fill(POPUP_TITLE)
  await page.getByRole('button', { name: 'Добавить абзац' }).click()
  await page.getByRole('textbox', { name: /^Текст\s*\(обязательно\)/ }).fill('Простой текст попапа')
  await page.getByRole('button', { name: 'Добавить список пунктов' }).click()
  await page.getByLabel('Пункт 1', { exact: true }).fill('Пункт А')
  await page.getByRole('button', { name: 'Добавить пункт' }).click()
  await page.getByLabel('Пункт 2', { exact: true }).fill('Пункт Б')
  await page.getByRole('button', { name: 'Добавить кнопку' }).click()
  await page.getByRole('button', { name: 'Добавить кнопку' }).click()
  const buttonTexts = page.getByRole('textbox', { name: /^Текст кнопки/ })
  await buttonTexts.nth(0).fill('Первая кнопка')
  await buttonTexts.nth(1).fill('Вторая кнопка')
  await page.getByRole('textbox', { name: /^Фон/ }).nth(1).fill('#1f6f43')
  await page.getByRole('button', { name: 'Добавить список', exact: true }).click()
  await page.getByRole('textbox', { name: /^Заголовок списка/ }).fill('Полезные ссылки')
  await page.getByText('Свои ссылки', { exact: true }).click()
  const links = page.getByRole('group', { name: 'Ссылки', exact: true })
  await links.getByRole('button', { name: 'Добавить ссылку' }).click()
  await links.getByRole('textbox', { name: /^Название/ }).fill('Сайт школы')
  await links.getByRole('textbox', { name: /^Адрес/ }).fill('https://example.org/school')
}

describe("back-office, part 2: the hub's look", () => {
  it('an admin builds a popup, restyles the hub, changes the floating button and adds a banner; a visitor sees it all', async () => {
    const admin = await visit('/demo/admin/popup/create', { userId: 1, platform: 'tdesktop' })
    const { page } = admin
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('heading', { level: 1, name: 'Новый попап' }).waitFor()
    await fillPopup(page)
    await page.getByRole('group', { name: POPUP_TITLE }).getByText('Пункт Б').waitFor()
    await shootBothSizes(page, 'popup-form')
    await page.getByRole('button', { name: 'Создать' }).click()
    await poll(() => pathnameOf(page)).toMatch(/^\/demo\/admin\/popup\/edit\/\d+$/)

    const api = await apiAs(e2e.app, 1)
    const { data: popups } = await api.get<{ data: { name: string; text_ids: number[]; button_ids: number[]; link_list_ids: number[] }[] }>(
      '/admin/popups',
    )
    const popup = popups.find((p) => p.name === POPUP)
    expect(popup).toMatchObject({
      text_ids: [expect.any(Number), expect.any(Number)],
      button_ids: [expect.any(Number), expect.any(Number)],
      link_list_ids: [expect.any(Number)],
    })

    // Attach it to the link of «С чего начать» (a link-type category that opens a popup).
    const start = await idByTitle(api, '/admin/categories', 'С чего начать')
    await page.goto(`${e2e.app.baseUrl}/demo/admin/category/edit/${String(start)}`)
    await page.getByRole('combobox', { name: /^Попап/ }).selectOption({ label: POPUP })
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await poll(() => pathnameOf(page)).toBe('/demo/admin/category')

    // The theme: dark, with a new accent; the open admin turns dark at once.
    await page.goto(`${e2e.app.baseUrl}/demo/admin/theme`)
    // The scheme's choice (the other saved themes below the form say their scheme too).
    await page.getByText('Тёмная', { exact: true }).first().click()
    await page.getByRole('textbox', { name: /^Цвет акцента/ }).fill(ACCENT)
    await page.getByRole('textbox', { name: /^Цвет текста/ }).fill('#ffffff')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--hub-accent'))).toBe(ACCENT)
    await shootBothSizes(page, 'theme')

    // The floating button.
    await page.goto(`${e2e.app.baseUrl}/demo/admin/floatting-button`)
    const text = page.getByRole('textbox', { name: /^Текст кнопки/ })
    await poll(() => text.inputValue()).toBe('Написать куратору')
    await text.fill(FLOATING)
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await page.getByText(`Посетители видят «${FLOATING}».`).waitFor()

    // A banner, last in the carousel.
    await page.goto(`${e2e.app.baseUrl}/demo/admin/banner`)
    await page.getByRole('button', { name: 'Добавить', exact: true }).click()
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'e2e-banner.png', mimeType: 'image/png', buffer: PNG_16x9 })
    await page.getByText('e2e-banner.png').first().waitFor()
    await page.getByRole('button', { name: 'Добавить ссылку' }).click()
    await page.getByRole('textbox', { name: /^Адрес/ }).fill('https://example.org/e2e-banner')
    await page.getByRole('button', { name: 'Добавить баннер' }).click()
    await page.getByRole('button', { name: 'Действия: «Баннер 4»' }).waitFor()
    // page.goto between screens aborts chunks the router was preloading: not errors.
    expect(admin.errors.filter((error) => !error.includes('net::ERR_ABORTED'))).toEqual([])

    // A visitor on a phone.
    const visitor = await visit('/demo', { userId: 2, platform: 'ios' })
    const hub = visitor.page
    await homeCategory(hub, 'С чего начать').waitFor()
    expect(await hub.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    expect(await hub.evaluate(() => document.documentElement.style.getPropertyValue('--hub-accent'))).toBe(ACCENT)
    await floatingButton(hub, FLOATING).waitFor()
    await hub.getByRole('button', { name: 'Баннер 3 из 3', exact: true }).waitFor({ state: 'attached' })
    await homeCategory(hub, 'С чего начать').click()
    const sheet = hub.getByRole('dialog', { name: POPUP_TITLE })
    await sheet.waitFor()
    for (const part of ['Простой текст попапа', 'Пункт А', 'Пункт Б', 'Полезные ссылки'])
      await sheet.getByText(part, { exact: true }).waitFor()
    await sheet.getByRole('button', { name: 'Первая кнопка' }).waitFor()
    await sheet.getByRole('button', { name: 'Вторая кнопка' }).waitFor()
    await sheet.getByRole('link', { name: /Сайт школы/ }).waitFor()
    expect(visitor.errors).toEqual([])
  })

  it('an uncaught error thrown in the hub appears on the logs screen with its stack', async () => {
    const visitor = await visit('/demo', { userId: 2, platform: 'ios' })
    await homeCategory(visitor.page, 'С чего начать').waitFor()
    await visitor.page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message)
      }, 0)
    }, BOOM)
    const api = await apiAs(e2e.app, 1)
    await poll(async () => JSON.stringify(await api.get('/frontend-logs'))).toContain(BOOM)

    const admin = await visit('/demo/admin/logs', { userId: 1, platform: 'tdesktop' })
    const { page } = admin
    await page.getByRole('searchbox').fill('boom from the hub')
    const entry = page.locator('details').filter({ hasText: BOOM }).first()
    await entry.locator('summary').click()
    const stack = entry.locator('pre')
    await stack.waitFor()
    expect(await stack.innerText()).toContain(BOOM)
    expect(await stack.innerText()).toMatch(/\bat\b/)
    await entry.getByText('id 2', { exact: true }).waitFor()
  })

  it('keeps a visitor out of these screens and calls', async () => {
    const visitor = await visit('/demo/admin/popup', { userId: 2 })
    const { page } = visitor
    for (const path of ['popup', 'popup/create', 'banner', 'floatting-button', 'theme', 'access-users', 'access-users/create', 'logs']) {
      await page.goto(`${e2e.app.baseUrl}/demo/admin/${path}`)
      await page.getByRole('heading', { name: 'Нет доступа' }).waitFor()
    }
    const stranger = await apiAs(e2e.app, 2)
    await expect(stranger.get('/admin/popups')).rejects.toThrow(/403/)
    await expect(stranger.send('POST', '/admin/texts', { alignment_type: 'left', kind: 'plain', text: 'x', items: [] })).rejects.toThrow(
      /403/,
    )
    await expect(stranger.send('POST', '/admin/buttons', { text: 'x' })).rejects.toThrow(/403/)
    await expect(stranger.send('POST', '/admin/link-lists', { title: 'x', type: 'local', local_links: [] })).rejects.toThrow(/403/)
    await expect(stranger.send('POST', '/admin/banners', { image_id: 1 })).rejects.toThrow(/403/)
    await expect(
      stranger.send('PUT', '/admin/themes/1', { type: 'dark', background_color: '#000000', text_color: '#ffffff' }),
    ).rejects.toThrow(/403/)
    await expect(stranger.get('/admin/admins')).rejects.toThrow(/403/)
    await expect(stranger.send('POST', '/admin/admins', { telegram_id: 2, name: 'Я' })).rejects.toThrow(/403/)
    await expect(stranger.get('/frontend-logs')).rejects.toThrow(/403/)
  })
})
