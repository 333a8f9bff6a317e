import { describe, expect, it } from 'vitest'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { homeCategory } from './support/locators'
import { poll } from './support/waiting'

/**
 * Issue 19 on the production build and the real server: two admins saving the same material meet
 * the conflict dialog instead of overwriting each other; a category deleted by mistake comes back
 * from the admin's History, and the hub shows it on Home again.
 */
const e2e = appPerFile()
const { visit } = e2e

interface AdminCategory {
  id: number
  title: string
  parent_id: number | null
  is_active: boolean
}

describe('safe admin writes', () => {
  it('two admins edit the same material: the second sees the conflict and keeps their edit', async () => {
    const api = await apiAs(e2e.app, 1)
    const id = await idByTitle(api, '/admin/materials', 'Основы JavaScript')
    const path = `/demo/admin/materials/edit/${String(id)}`
    const options = { userId: 1, platform: 'tdesktop', viewport: { width: 1280, height: 800 } } as const
    const first = await visit(path, options)
    const second = await visit(path, options)
    for (const { page } of [first, second]) await page.getByLabel(/^Название/).waitFor()

    await first.page.getByLabel(/^Название/).fill('Основы JavaScript (первый)')
    await first.page.getByRole('button', { name: 'Сохранить' }).click()
    await poll(async () => (await api.get<{ data: { title: string } }>(`/admin/materials/${String(id)}`)).data.title).toBe(
      'Основы JavaScript (первый)',
    )

    await second.page.getByLabel(/^Название/).fill('Основы JavaScript (второй)')
    await second.page.getByRole('button', { name: 'Сохранить' }).click()
    const dialog = second.page.getByRole('dialog', { name: 'Запись изменили, пока вы её редактировали' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Оставить мои' }).click()
    await poll(async () => (await api.get<{ data: { title: string } }>(`/admin/materials/${String(id)}`)).data.title).toBe(
      'Основы JavaScript (второй)',
    )
  })

  it('a deleted category is restored from History and shows on Home again', async () => {
    const api = await apiAs(e2e.app, 1)
    const { data: categories } = await api.get<{ data: AdminCategory[] }>('/admin/categories?pagination[limit]=1000')
    // A Home category without subcategories (the server refuses to delete one with them).
    const target = categories.find(
      (category) => category.parent_id === null && category.is_active && !categories.some((other) => other.parent_id === category.id),
    )
    if (!target) throw new Error('the demo has no root category without subcategories')

    const before = await visit('/demo', { platform: 'tdesktop' })
    await homeCategory(before.page, target.title).waitFor()
    await api.send('DELETE', `/admin/categories/${String(target.id)}`)

    const admin = await visit(`/demo/admin/history?resource=categories&record=${String(target.id)}`, {
      userId: 1,
      platform: 'tdesktop',
      viewport: { width: 1280, height: 800 },
    })
    const { page } = admin
    // Newest first: the delete's entry leads the list.
    await page.getByRole('button', { name: 'Вернуть как было до этого изменения' }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Вернуть', exact: true }).click()
    await page.getByText('Версия возвращена').waitFor()

    const after = await visit('/demo', { platform: 'tdesktop' })
    await homeCategory(after.page, target.title).waitFor()
    expect(await homeCategory(after.page, target.title).count()).toBe(1)
  })
})
