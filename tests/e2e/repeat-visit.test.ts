import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { appPerFile } from './support/app-per-file'
import { homeCategory } from './support/locators'
import { poll } from './support/waiting'

/** Issue 17: a repeat visit draws Home from the device, and offline it says so (production build, real server). */

const e2e = appPerFile()
const { visit } = e2e

const keptKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('nav-hub:visit:')))

/** A first visit, until its reads are kept on the device. */
async function firstVisit(options: { plain?: boolean } = {}) {
  const visitor = await visit('/demo', { platform: 'ios', ...options })
  await visitor.page.getByRole('list', { name: 'Разделы' }).waitFor()
  await poll(async () => (await keptKeys(visitor.page)).length).toBe(1)
  return visitor
}

describe('a repeat visit', () => {
  it('draws Home from the device while the network has not answered, then takes the fresh answers', async () => {
    const visitor = await firstVisit()
    const { page } = visitor
    const [key] = await keptKeys(page)
    // Per hub and per launch user, under the build's name.
    expect(key).toMatch(/^nav-hub:visit:1-index-[\w-]+\.js:demo:\d+$/)
    // The second visit's reads hang: Home can only come from the device.
    let release: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/**', async (route) => {
      await answered
      await route.continue().catch(() => undefined)
    })
    await page.reload()
    await homeCategory(page, 'Курсы').waitFor({ timeout: 3000 })
    expect(await page.getByRole('status').filter({ hasText: 'Нет сети' }).count()).toBe(0)
    release()
    await homeCategory(page, 'Курсы').click()
    await page.getByRole('heading', { level: 1, name: 'Курсы' }).waitFor()
    expect(visitor.errors).toEqual([])
  })

  it('offline after a visit: the kept Home with a quiet note; a kept category too', async () => {
    const visitor = await firstVisit()
    const { page } = visitor
    await homeCategory(page, 'Курсы').click()
    await page.getByRole('heading', { level: 1, name: 'Курсы' }).waitFor()
    await page.goBack()
    await page.getByRole('list', { name: 'Разделы' }).waitFor()
    // The category's answer is kept too (a second after it arrived).
    await poll(() => page.evaluate(() => Object.values(localStorage).some((value) => value.includes('"include"')))).toBe(true)
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await homeCategory(page, 'Курсы').waitFor()
    await page.getByRole('status').filter({ hasText: 'Нет сети: показано сохранённое ранее' }).waitFor()
    await homeCategory(page, 'Курсы').click()
    await page.getByRole('heading', { level: 1, name: 'Курсы' }).waitFor()
  })

  it('offline with nothing kept: a clear offline state with a retry, not an empty Home', async () => {
    const visitor = await visit('/demo', { platform: 'ios' })
    const { page } = visitor
    let offline = true
    await page.route('**/api/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()))
    await page.reload()
    const state = page.getByRole('alert').filter({ hasText: 'Нет соединения' })
    await state.waitFor()
    offline = false
    await state.getByRole('button', { name: 'Повторить' }).click()
    await homeCategory(page, 'Курсы').waitFor()
  })
})
