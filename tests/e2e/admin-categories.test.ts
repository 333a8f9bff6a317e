import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { PNG_16x9 } from './support/images'
import { homeCategory, pathnameOf } from './support/locators'
import { poll } from './support/waiting'

/**
 * Issue 10's categories journey on the production build and the real server: an admin builds a
 * category with an uploaded image and sections of materials, reorders them, sees it in the hub,
 * edits and deletes it; a visitor is kept out of the admin, on screen and in the API.
 */

const e2e = appPerFile()
const { visit } = e2e

const TITLE = 'Маршруты E2E'
const RENAMED = 'Маршруты E2E (правка)'

/** Adds a section in the open category form: title, and its materials by search, or its link. */
async function addSection(page: Page, n: number, title: string, content: { materials: string[] } | { link: string }) {
  await page.getByRole('button', { name: 'Добавить раздел' }).click()
  await page.getByLabel(`Название раздела ${String(n)}`).fill(title)
  if ('link' in content) {
    await page
      .getByRole('group', { name: `Что открывает раздел ${String(n)}` })
      .getByText('Ссылка')
      .click()
    const links = page.getByRole('group', { name: `Ссылки раздела ${String(n)}` })
    await links.getByRole('button', { name: 'Добавить ссылку' }).click()
    await links.getByLabel('Адрес').fill(content.link)
    return
  }
  const picker = page.getByRole('group', { name: `Материалы раздела ${String(n)}` })
  for (const material of content.materials) {
    await picker.getByRole('searchbox').fill(material)
    await picker.getByRole('button', { name: material, exact: true }).click()
  }
}

describe('categories admin', () => {
  it('creates a category with an image and sections, reorders them, shows it in the hub, edits and deletes it', async () => {
    const visitor = await visit('/demo/admin/category', { userId: 1, platform: 'tdesktop', viewport: { width: 1280, height: 800 } })
    const { page } = visitor
    await page.getByRole('heading', { level: 1, name: 'Категории' }).waitFor()
    await page.getByRole('list', { name: 'Категории главной' }).waitFor()

    await page.getByRole('link', { name: 'Добавить' }).click()
    await page.getByRole('heading', { level: 1, name: 'Новая категория' }).waitFor()
    await page.getByLabel('Название').first().fill(TITLE)
    await page.getByLabel('Описание').fill('Собрано в админке')
    await page.getByRole('group', { name: 'Вид карточки' }).getByText('Малый фон').click()
    await page
      .locator('input[type="file"][accept^="image/png"]')
      .first()
      .setInputFiles({ name: 'route.png', mimeType: 'image/png', buffer: PNG_16x9 })
    await page.getByText('route.png').first().waitFor()

    await page.getByRole('group', { name: 'Что открывается' }).getByText('Разделы').click()
    await addSection(page, 1, 'Первый раздел', { materials: ['Воркшоп по React', 'Карьерная консультация'] })
    await addSection(page, 2, 'Второй раздел', { link: 'https://example.org/second' })
    // Reorder: the second section goes first, and inside the first, its two materials swap.
    await page.getByRole('button', { name: 'Выше: «Второй раздел»' }).click()
    await page.getByRole('button', { name: 'Ниже: «Воркшоп по React»' }).click()

    // The live preview draws the hub's card from the form.
    await page.getByRole('complementary', { name: 'Как увидят посетители' }).getByText(TITLE).waitFor()
    await page.getByRole('button', { name: 'Создать' }).click()
    await poll(() => pathnameOf(page)).toBe('/demo/admin/category')
    await page.getByRole('button', { name: `Действия: «${TITLE}»` }).waitFor()

    const admin = await apiAs(e2e.app, 1)
    const id = await idByTitle(admin, '/admin/categories', TITLE)
    const { data: category } = await admin.get<{ data: { image: { original_name: string } | null; section_ids: number[] } }>(
      `/admin/categories/${String(id)}`,
    )
    expect(category.image?.original_name).toBe('route.png')
    const { data: sections } = await admin.get<{ data: { id: number; title: string; material_ids: number[] }[] }>(
      `/admin/sections?filter[category_id]=${String(id)}`,
    )
    expect(sections.map((s) => s.title)).toEqual(['Второй раздел', 'Первый раздел'])
    const careers = await idByTitle(admin, '/admin/materials', 'Карьерная консультация')
    expect(sections[1]?.material_ids[0]).toBe(careers)

    // The hub: on Home (last of the root categories), and its detail lists the sections in order.
    await page.goto(`${e2e.app.baseUrl}/demo`)
    await homeCategory(page, TITLE).click()
    await page.getByRole('heading', { level: 1, name: TITLE, exact: true }).waitFor()
    const rows = await page.getByRole('list', { name: TITLE }).getByRole('listitem').allInnerTexts()
    expect(rows.map((row) => row.trim())).toEqual(['Второй раздел', 'Первый раздел'])

    // Edit: rename.
    await page.goto(`${e2e.app.baseUrl}/demo/admin/category/edit/${String(id)}`)
    const title = page.getByLabel('Название').first()
    await poll(() => title.inputValue()).toBe(TITLE)
    await title.fill(RENAMED)
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await poll(() => pathnameOf(page)).toBe('/demo/admin/category')
    await page.getByRole('button', { name: `Действия: «${RENAMED}»` }).waitFor()

    // Delete: the confirmation names the sections that go with it.
    await page.getByRole('button', { name: `Действия: «${RENAMED}»` }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Удалить' }).click()
    const dialog = page.getByRole('dialog', { name: `Удалить «${RENAMED}»?` })
    await dialog.getByText('«Второй раздел», «Первый раздел»', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Удалить' }).click()
    await page.getByRole('button', { name: `Действия: «${RENAMED}»` }).waitFor({ state: 'detached' })
    const left = await admin.get<{ data: { id: number }[] }>('/admin/sections?pagination[limit]=1000')
    expect(left.data.map((s) => s.id)).not.toContain(sections[0]?.id)
    expect(visitor.errors).toEqual([])
  })

  it('keeps a visitor out: the admin routes show no access and the admin calls are refused', async () => {
    const visitor = await visit('/demo/admin/category', { userId: 2 })
    await visitor.page.getByRole('heading', { name: 'Нет доступа' }).waitFor()
    expect(await visitor.page.getByRole('link', { name: 'Новая категория' }).count()).toBe(0)

    const stranger = await apiAs(e2e.app, 2)
    await expect(stranger.get('/admin/categories')).rejects.toThrow(/403/)
    await expect(stranger.send('POST', '/admin/categories', { title: 'Взлом', road_type: 'link', display_type: 'no_bg' })).rejects.toThrow(
      /403/,
    )
  })
})
