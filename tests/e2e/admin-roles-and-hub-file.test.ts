import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { apiAs } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { homeCategory, pathnameOf } from './support/locators'
import { poll } from './support/waiting'

/**
 * Issue 28 on the production build and the real server: an owner adds an editor by @username; the
 * editor is not offered access users, and their direct API call is refused; an owner exports the demo
 * hub and imports it into a new hub (made by the dev stand-in, POST /__dev/hubs), whose Home then
 * shows the same content.
 */

const e2e = appPerFile({ devStandIns: true })
const { visit } = e2e
const desktop = { platform: 'tdesktop' as const, viewport: { width: 1280, height: 800 } }

describe('a hub run by a team', () => {
  it('an owner adds an editor by @username; the editor cannot open access users, on screen or in the API', async () => {
    const owner = await visit('/demo/admin/access-users/create', { userId: 1, ...desktop })
    const { page } = owner
    await page.getByRole('heading', { level: 1, name: 'Новый администратор' }).waitFor()
    await page.getByRole('textbox', { name: /Ник в Telegram/ }).fill('@ivan_guest')
    await page.getByRole('textbox', { name: /Имя/ }).fill('Иван Гостев')
    await page
      .getByRole('group', { name: /Что может делать/ })
      .getByText('Редактор', { exact: true })
      .click()
    await page.getByRole('button', { name: 'Дать доступ' }).click()
    await poll(() => pathnameOf(page)).toBe('/demo/admin/access-users')
    await page.getByText(/Редактор · @ivan_guest · id 2/).waitFor()

    const editor = await visit('/demo/admin', { userId: 2, ...desktop })
    await editor.page.getByText('Ваша роль: Редактор').waitFor()
    const screens = editor.page.getByRole('navigation', { name: 'Разделы', exact: true })
    await screens.getByRole('link', { name: /Материалы/ }).waitFor()
    expect(await screens.getByRole('link', { name: /Доступ/ }).count()).toBe(0)
    await editor.page.goto(new URL('/demo/admin/access-users', editor.page.url()).href)
    await editor.page.getByText('Этот раздел — для роли «Владелец»').waitFor()

    const api = await apiAs(e2e.app, 2)
    await expect(api.get('/admin/admins')).rejects.toThrow(/403 .*role_forbidden/)
  })

  it('an owner exports the demo hub and imports it into a new hub, whose Home shows the same content', async () => {
    const made = await fetch(`${e2e.app.baseUrl}/__dev/hubs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ app_key: 'copy', owner_id: 1, template: 'empty', title: 'Копия' }),
    })
    expect(made.status).toBe(201)

    const source = await visit('/demo/admin/hub-file', { userId: 1, ...desktop })
    const download = source.page.waitForEvent('download')
    await source.page.getByRole('button', { name: 'Скачать файл хаба' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^hub-demo-\d{4}-\d{2}-\d{2}\.json$/)
    const text = await readFile((await file.path()) ?? '', 'utf8')
    expect(JSON.parse(text)).toMatchObject({ format: 'nav-hub' })

    const target = await visit('/copy/admin/hub-file', { userId: 1, ...desktop })
    const { page } = target
    await page.getByRole('heading', { level: 1, name: 'Выгрузка и загрузка хаба' }).waitFor()
    await page.getByText('Заменить хаб', { exact: true }).click()
    await page.getByLabel('Файл хаба').setInputFiles({ name: 'hub-demo.json', mimeType: 'application/json', buffer: Buffer.from(text) })
    await page.getByRole('table', { name: 'Что изменится' }).waitFor()
    await page.getByRole('button', { name: 'Загрузить', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Загрузить', exact: true }).click()
    await page.getByRole('heading', { name: 'Файл загружен' }).waitFor()

    const demoCategories = await (
      await apiAs(e2e.app, 1, 'demo')
    ).get<{ data: { title: string; parent_id: number | null }[] }>('/admin/categories?pagination[limit]=1000')
    const copyCategories = await (
      await apiAs(e2e.app, 1, 'copy')
    ).get<{ data: { title: string }[] }>('/admin/categories?pagination[limit]=1000')
    expect(copyCategories.data.map((category) => category.title).sort()).toEqual(
      demoCategories.data.map((category) => category.title).sort(),
    )

    await page.goto(new URL('/copy', page.url()).href)
    const first = demoCategories.data.find((category) => category.parent_id === null)
    if (!first) throw new Error('the demo hub has no top-level category')
    await homeCategory(page, first.title).waitFor()
  })
})
