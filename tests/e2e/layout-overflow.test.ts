import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { floatingButton } from './support/locators'
import { shoot } from './support/screenshots'

/**
 * The admin's free text never breaks the layout on a phone (QA on the production build): long
 * Russian words wrap inside the section's icon tiles, and a long unbroken title in the category
 * form keeps the form and its live preview inside the screen; a floating button of 100
 * characters never covers Home's last card.
 */

const e2e = appPerFile()
const PHONE = { width: 390, height: 844 }

/** Seed's section 1 («Чаты по направлениям»): three icon tiles, renamed to long words. */
const LONG_TILES: Record<string, string> = {
  'Чат фронтендеров': 'Программирование',
  'Чат бэкендеров': 'Администрирование серверов',
  'Чат дизайнеров': 'Сверхдлинноеслововодинтайлбезпробелов',
}

/** The tiles (and the texts in them) wider than their tile: [title, tile width, text width]. */
const overflowingTiles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main li')]
      .map((item) => {
        const tile = item.firstElementChild
        if (!(tile instanceof HTMLElement)) return null
        const box = tile.getBoundingClientRect()
        const spill = [...tile.querySelectorAll('span')].some((span) => {
          const text = span.getBoundingClientRect()
          return text.left < box.left - 0.5 || text.right > box.right + 0.5 || span.scrollWidth > span.clientWidth + 1
        })
        return spill || tile.scrollWidth > tile.clientWidth ? tile.innerText : null
      })
      .filter((title) => title !== null),
  )

describe('layout with long texts', () => {
  it('on a 390 px phone no material tile text runs past its tile in /demo/section/1', async () => {
    const admin = await apiAs(e2e.app, 1)
    for (const [title, long] of Object.entries(LONG_TILES)) {
      const id = await idByTitle(admin, '/admin/materials', title)
      const { data: stored } = await admin.get<{ data: Record<string, unknown> }>(`/admin/materials/${String(id)}`)
      await admin.send('PUT', `/admin/materials/${String(id)}`, { ...stored, title: long })
    }
    const { page } = await e2e.visit('/demo/section/1', { viewport: PHONE })
    for (const long of Object.values(LONG_TILES)) await page.getByText(long, { exact: true }).waitFor()
    await shoot(page, 'layout-section-1-long-tiles-phone')
    expect(await overflowingTiles(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
  })

  it('a 200-letter unbroken title in the category form never widens the page on a phone', async () => {
    const { page } = await e2e.visit('/demo/admin/category/create', { userId: 1, viewport: PHONE })
    await page.getByRole('heading', { level: 1, name: 'Новая категория' }).waitFor()
    const title = 'Щ'.repeat(200)
    await page.getByLabel('Название').first().fill(title)
    await page.getByText(title).first().waitFor()
    await shoot(page, 'layout-category-long-title-phone')
    const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: innerWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(width)
  })

  it('a floating button of 100 characters stays within two lines and leaves the last Home card clear at the bottom', async () => {
    const admin = await apiAs(e2e.app, 1)
    const { data: buttons } = await admin.get<{ data: ({ id: number; text: string } & Record<string, unknown>)[] }>(
      '/admin/buttons?filter[is_to_main]=1&filter[is_active]=1',
    )
    const floating = buttons.find((button) => button.text === 'Написать куратору')
    if (!floating) throw new Error('no seeded floating button')
    const text = 'Очень длинный текст плавающей кнопки, который не помещается в одну строку на телефоне никак вообще'
    expect(text.length).toBeLessThanOrEqual(100)
    await admin.send('PUT', `/admin/buttons/${String(floating.id)}`, { ...floating, text })

    const { page } = await e2e.visit('/demo', { viewport: PHONE })
    const button = floatingButton(page, text)
    await button.waitFor()
    const items = page.getByRole('list', { name: 'Разделы' }).getByRole('listitem')
    await items.last().waitFor()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight)
    await shoot(page, 'layout-home-long-floating-bottom-phone')
    const last = await items.last().boundingBox()
    const bar = await button.boundingBox()
    if (!last || !bar) throw new Error('no last card or floating button')
    // Two lines of 24 px and its padding: the button does not grow with its text.
    expect(bar.height).toBeLessThanOrEqual(60)
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y)
  })
})
