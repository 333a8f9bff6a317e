import { describe, expect, it } from 'vitest'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { homeCategory, pathnameOf } from './support/locators'
import { expectHome, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * Issue 27 from the admin's side, on the production build and the real server: an admin makes a
 * Home category members-only (locked) in the category form; a visitor outside the hub's channel
 * then meets it locked on Home and is offered the channel, and cannot read it through the API.
 */
const e2e = appPerFile()
const { visit } = e2e
const DESKTOP = { width: 1280, height: 800 }

describe('members-only from the admin', () => {
  it('a category made members-only (locked) in the admin shows locked to a visitor outside the channel', async () => {
    const api = await apiAs(e2e.app, 1)
    const id = await idByTitle(api, '/admin/categories', 'Курсы')
    const admin = await visit(`/demo/admin/category/edit/${String(id)}`, { userId: 1, platform: 'tdesktop', viewport: DESKTOP })
    const { page } = admin
    const who = page.getByRole('radiogroup', { name: 'Кто видит' })
    await who.getByText('Участники канала', { exact: true }).click()
    const outsidersSee = page.getByRole('radiogroup', { name: 'Не участники видят' })
    expect(await outsidersSee.getByRole('radio', { name: 'С замком' }).isChecked()).toBe(true)
    // The live preview, as an outsider: the card with the lock.
    await page.getByRole('radiogroup', { name: 'Посмотреть как' }).waitFor()
    await page.getByRole('img', { name: 'Только для участников канала' }).waitFor()
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await poll(() => pathnameOf(page)).toBe('/demo/admin/category')
    const row = page.getByRole('link', { name: /^Курсы/ }).first()
    await row.getByText('Участники', { exact: true }).waitFor()

    // Stored so: the admin's read says members, locked.
    const { data: stored } = await api.get<{ data: Record<string, unknown> }>(`/admin/categories/${String(id)}`)
    expect(stored).toMatchObject({ audience: 'members', locked_display: 'locked' })

    // A visitor outside the channel (user 11) meets it locked on Home, and is offered the channel.
    const visitor = await visit('/demo', { userId: 11, platform: 'android', bridge: true })
    await expectHome(visitor)
    const courses = homeCategory(visitor.page, 'Курсы')
    await courses.locator('[data-mark="locked"]').waitFor()
    await courses.click()
    const sheet = visitor.page.getByRole('dialog', { name: 'Курсы' })
    await sheet.getByRole('button', { name: 'Вступить в канал' }).waitFor()
    expect(pathnameOf(visitor.page)).toBe('/demo')
    // Its content stays on the server: a direct read is refused.
    const outsider = await apiAs(e2e.app, 11)
    await expect(outsider.get(`/categories/${String(id)}`)).rejects.toThrow(/^GET \/categories\/\d+: 403 .*members_only/)
    expectNoErrors(visitor)
  })
})
