import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { shoot } from './support/screenshots'
import type { Visitor } from './support/visitor'
import { poll } from './support/waiting'

/**
 * Issue 10, inside Telegram, on the production build and the real server: an admin on a phone
 * (Telegram's native transport stubbed, as the iOS and Android clients inject it) edits a material
 * with Telegram's safe areas and with the on-screen keyboard open.
 * With E2E_SHOTS=<dir>, the form is photographed with the keyboard open.
 */

const e2e = appPerFile()

const PHONE = { width: 390, height: 844 }
/** What is left of the phone's screen above an on-screen keyboard. */
const ABOVE_KEYBOARD = { width: 390, height: 500 }

interface Box {
  top: number
  bottom: number
}
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect()
    return { top: Math.round(top), bottom: Math.round(bottom) }
  })

/** The material form of «Основы JavaScript», opened as an admin inside Telegram on a phone. */
async function openMaterialForm(platform: 'ios' | 'android'): Promise<Visitor & { saveBar: Locator }> {
  const api = await apiAs(e2e.app, 1)
  const id = await idByTitle(api, '/admin/materials', 'Основы JavaScript')
  const visitor = await e2e.visit(`/demo/admin/materials/edit/${String(id)}`, { userId: 1, platform, bridge: true, viewport: PHONE })
  const { page } = visitor
  await poll(() =>
    page
      .getByRole('textbox', { name: /^Название/ })
      .first()
      .inputValue(),
  ).toBe('Основы JavaScript')
  const saveBar = page.getByRole('button', { name: 'Сохранить' }).locator('xpath=..')
  return { ...visitor, saveBar }
}

/** The lowest text field of the form: the address of its last link (one is added when it has none). */
async function lowestField(page: Page): Promise<Locator> {
  const links = page.getByRole('group', { name: 'Ссылки', exact: true })
  if ((await links.getByRole('textbox', { name: /^Адрес/ }).count()) === 0)
    await links.getByRole('button', { name: 'Добавить ссылку' }).click()
  return links.getByRole('textbox', { name: /^Адрес/ }).last()
}

describe('the admin inside Telegram, on a phone', () => {
  it("keeps the header below Telegram's safe area and the save bar above it", async () => {
    const { page, saveBar, receiveEvent } = await openMaterialForm('ios')
    // Telegram 8+: the device's insets (notch, home indicator) and, in full screen, its own controls.
    await receiveEvent('safe_area_changed', { top: 47, bottom: 34, left: 0, right: 0 })
    await receiveEvent('content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 })
    // Under the names Telegram's own SDK gives them, for any CSS that reads them.
    const variable = (name: string) => page.evaluate((n) => document.documentElement.style.getPropertyValue(n), name)
    await poll(() => variable('--tg-safe-area-inset-bottom')).toBe('34px')
    expect(await variable('--tg-content-safe-area-inset-top')).toBe('46px')
    const title = page.getByRole('heading', { level: 1 })
    await poll(async () => (await boxOf(title)).top).toBeGreaterThanOrEqual(47 + 46)
    await poll(() => saveBar.evaluate((element) => parseFloat(getComputedStyle(element).paddingBottom))).toBeGreaterThanOrEqual(34)
    // The save bar is at the bottom of the screen, its button clear of the home indicator.
    expect((await boxOf(saveBar)).bottom).toBe(PHONE.height)
    expect((await boxOf(page.getByRole('button', { name: 'Сохранить' }))).bottom).toBeLessThanOrEqual(PHONE.height - 34)
    await shoot(page, 'admin-telegram-safe-areas')
  })

  it('with the on-screen keyboard open, the focused lower field scrolls above the keyboard and the save bar stays visible', async () => {
    const { page, saveBar, receiveEvent, errors } = await openMaterialForm('android')
    const field = await lowestField(page)
    // The admin scrolls down to the field and taps it while the keyboard is still closed...
    await field.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - 700))
    expect((await boxOf(field)).bottom).toBeGreaterThan(ABOVE_KEYBOARD.height)
    await field.focus({ timeout: 1000 })
    // ...and the keyboard opens: Telegram shrinks the web view and says so.
    await page.setViewportSize(ABOVE_KEYBOARD)
    await receiveEvent('viewport_changed', {
      height: ABOVE_KEYBOARD.height,
      width: ABOVE_KEYBOARD.width,
      is_expanded: true,
      is_state_stable: true,
    })

    await poll(async () => (await boxOf(field)).bottom).toBeLessThanOrEqual(ABOVE_KEYBOARD.height)
    const bar = await boxOf(saveBar)
    const box = await boxOf(field)
    expect(bar.bottom).toBeLessThanOrEqual(ABOVE_KEYBOARD.height)
    expect(bar.top).toBeGreaterThan(0)
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom, 'the save bar must not cover the focused field').toBeLessThanOrEqual(bar.top)
    // Its hint line under it stays in sight as well.
    const hint = page.getByText('Только http, https и tg').last()
    expect((await boxOf(hint)).bottom).toBeLessThanOrEqual(bar.top)
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true)
    await shoot(page, 'admin-telegram-keyboard')

    // With the keyboard open, the admin moves to a field that is behind the save bar: it comes out.
    const description = page.getByRole('textbox', { name: /^Описание/ })
    await description.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight + 30))
    expect((await boxOf(description)).top).toBeGreaterThan((await boxOf(saveBar)).top)
    await description.focus()
    await poll(async () => (await boxOf(description)).bottom).toBeLessThanOrEqual((await boxOf(saveBar)).top)
    expect((await boxOf(description)).top).toBeGreaterThanOrEqual(0)
    expect(errors).toEqual([])
  })

  it('with a keyboard that overlays the page (as on iOS), the save bar rides on it and the focused field stays above both', async () => {
    const { page, saveBar, errors } = await openMaterialForm('ios')
    const field = await lowestField(page)
    await field.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - 700))
    await field.focus({ timeout: 1000 })
    // The keyboard covers the page without resizing it: only the visual viewport shrinks.
    const setVisualHeight = (height: number) =>
      page.evaluate((h) => {
        const viewport = window.visualViewport as VisualViewport
        Object.defineProperty(viewport, 'height', { configurable: true, get: () => h })
        viewport.dispatchEvent(new Event('resize'))
      }, height)
    await setVisualHeight(ABOVE_KEYBOARD.height)

    await poll(async () => (await boxOf(saveBar)).bottom).toBe(ABOVE_KEYBOARD.height)
    await poll(async () => (await boxOf(field)).bottom).toBeLessThanOrEqual((await boxOf(saveBar)).top)
    expect((await boxOf(field)).top).toBeGreaterThanOrEqual(0)
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true)
    await shoot(page, 'admin-telegram-keyboard-overlay')

    // The keyboard closes: the bar is back at the bottom of the screen.
    await setVisualHeight(PHONE.height)
    await poll(async () => (await boxOf(saveBar)).bottom).toBe(PHONE.height)
    expect(errors).toEqual([])
  })
})
