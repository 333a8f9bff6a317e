import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { IconsScreen } from '@/features/admin/icons/icons-screen'
import { PopupEditScreen } from '@/features/admin/popups/popup-screens'
import { ThemeScreen } from '@/features/admin/theme/theme-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

/**
 * Issue 28's leftovers: the screens beside the lists and forms (the category tree's order, banners,
 * icons, the floating button, the theme, a popup's parts) offer an analyst no write, and say why.
 */
const { api } = serveFreshMockApi()
/** Admin 1's role, as the server keeps it and as the session read it at sign-in. */
async function as(role: AdminRoleName) {
  await api().store.write((data) => {
    data.apps.demo!.admins[0]!.role = role
  })
  return { role }
}
const why = /Только просмотр: ваша роль — аналитик, менять здесь может редактор/

describe("an analyst's read-only screens (issue 28)", { timeout: 60_000 }, () => {
  it('the category tree: no create, no reorder, no hide or delete; Edit stays (it opens read-only)', async () => {
    const user = userEvent.setup()
    await renderAdmin(
      '/demo/admin/category',
      () => <CategoryListScreen search={{}} onSearchChange={() => undefined} />,
      await as('analyst'),
    )
    const list = await screen.findByRole('list', { name: 'Категории главной' })
    expect(screen.getByText(why)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Порядок' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Добавить' })).not.toBeInTheDocument()
    await user.click(within(list).getAllByRole('button', { name: /^Действия: «/ })[0]!)
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Изменить' })).toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: /Скрыть|Показать|Удалить|Добавить/ })).not.toBeInTheDocument()
  })

  it("an editor's category tree still offers create and the reorder mode", async () => {
    await renderAdmin('/demo/admin/category', () => <CategoryListScreen search={{}} onSearchChange={() => undefined} />, await as('editor'))
    expect(await screen.findByRole('button', { name: 'Порядок' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Добавить' })).toBeInTheDocument()
    expect(screen.queryByText(why)).not.toBeInTheDocument()
  })

  it('banners: no add, no reorder, no hide or delete; a banner opens read-only, without save', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/banner', () => <BannersScreen />, await as('analyst'))
    const list = await screen.findByRole('list', { name: 'Порядок баннеров' })
    expect(screen.getByText(why)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Порядок' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument()
    await user.click(within(list).getAllByRole('button', { name: /^Действия: «/ })[0]!)
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByRole('menuitem', { name: /Скрыть|Показать|Удалить/ })).not.toBeInTheDocument()
    await user.click(within(menu).getByRole('menuitem', { name: 'Изменить' }))
    await waitFor(() => expect(screen.getAllByText(why)).toHaveLength(2))
    expect(screen.getByRole('textbox', { name: /Название/ })).toBeDisabled()
    expect(screen.queryByRole('button', { name: /^Сохранить/ })).not.toBeInTheDocument()
  })

  it('icons: no upload and no delete, the grid shown and why', async () => {
    await renderAdmin('/demo/admin/icons', () => <IconsScreen search={{}} onSearchChange={() => undefined} />, await as('analyst'))
    const grid = await screen.findByRole('list', { name: /Загруженные иконки/ })
    expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(0)
    expect(screen.getByText(why)).toBeInTheDocument()
    expect(screen.queryByLabelText('Добавить')).not.toBeInTheDocument()
    expect(document.querySelector('input[type="file"]')).toBeNull()
    expect(within(grid).queryByRole('button', { name: /^Действия: «/ })).not.toBeInTheDocument()
  })

  it('the floating button and the theme: values shown, no save, and why', async () => {
    const view = await renderAdmin('/demo/admin/floatting-button', () => <FloatingButtonScreen />, await as('analyst'))
    expect(await screen.findByRole('textbox', { name: /^Текст кнопки/ })).toBeDisabled()
    expect(screen.getByText(why)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument()
    view.unmount()
    await renderAdmin('/demo/admin/theme', () => <ThemeScreen />, await as('analyst'))
    const colors = await screen.findAllByRole('textbox')
    for (const color of colors) expect(color).toBeDisabled()
    expect(screen.getByText(why)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Сохранить|^Создать/ })).not.toBeInTheDocument()
  })

  it("a popup's buttons list: no add, remove or move for an analyst", async () => {
    const id = await api().store.read((data) => data.apps.demo!.popups.find((popup) => popup.buttonIds.length > 1)!.id)
    await renderAdmin(`/demo/admin/popup/edit/${String(id)}`, () => <PopupEditScreen id={id} />, await as('analyst'))
    expect(await screen.findByText(why)).toBeInTheDocument()
    const moves = await screen.findAllByRole('button', { name: /^(Ниже|Выше|Перетащить)/ })
    expect(moves.length).toBeGreaterThan(0)
    for (const move of moves) expect(move).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Добавить кнопку' })).toBeDisabled()
    expect(screen.getAllByRole('button', { name: /^Удалить кнопку/ })[0]).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument()
  })
})
