import { describe, expect, it } from 'vitest'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { pathnameOf } from './support/locators'
import { expectHome } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * Deep links, on the production build and the real server: Telegram's start param (or `?startapp=`
 * in a plain browser) opens the screen it names, at `/` or at `/{appKey}`; app keys may be numeric.
 */
const e2e = appPerFile()
const { visit } = e2e

/** Telegram opens `path` with a start param naming «Расписание»: the hub starts there, and back goes Home. */
async function startsOnTheScheduleThenGoesHome(path: string) {
  const api = await apiAs(e2e.app, 1)
  const schedule = await idByTitle(api, '/admin/categories', 'Расписание')
  const visitor = await visit(path, { platform: 'tdesktop', bridge: true, startParam: `demo__category_${String(schedule)}` })
  await visitor.page.getByRole('heading', { level: 1, name: 'Расписание', exact: true }).waitFor()
  expect(pathnameOf(visitor.page)).toBe(`/demo/category/${String(schedule)}`)
  await visitor.receiveEvent('back_button_pressed')
  await expectHome(visitor)
}

describe('deep links', () => {
  it('a startapp deep link opens its category, and back goes Home', async () => {
    await startsOnTheScheduleThenGoesHome('/')
  })

  it('a startapp deep link to a category the hub does not have lands on Home', async () => {
    const visitor = await visit('/', { platform: 'tdesktop', bridge: true, startParam: 'demo__category_999999' })
    await expectHome(visitor)
  })

  it('Telegram opens the hub at /demo with a start param naming a category: it starts there, and back goes Home', async () => {
    await startsOnTheScheduleThenGoesHome('/demo')
  })

  it('/demo alone stays Home', async () => {
    const visitor = await visit('/demo', { platform: 'tdesktop', bridge: true, startParam: 'demo' })
    await visitor.page.getByRole('list', { name: 'Разделы' }).waitFor()
    expect(pathnameOf(visitor.page)).toBe('/demo')
  })

  it('a purely numeric app key in ?startapp= is an app key, not a number (no such hub here: no-navigation under it)', async () => {
    const visitor = await visit('/?startapp=12345', { plain: true })
    await poll(() => pathnameOf(visitor.page)).toBe('/12345/no-navigation')
    const screen = await visit('/?startapp=12345__category_3', { plain: true })
    await poll(() => pathnameOf(screen.page)).toBe('/12345/no-navigation')
  })
})
