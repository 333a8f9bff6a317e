import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { serveSharedMockApi } from '../support/mock-api-server'
import { chooseRowAction, rowMenuButton } from '../support/row-menu'
import { renderAdmin } from './admin-harness'

const { api } = serveSharedMockApi()

const stored = () =>
  api.store.read((data) => {
    const app = data.apps.demo!
    const category = app.categories.find((c) => c.title === 'Расписание')
    return { category, sections: app.sections.filter((s) => category?.sectionIds.includes(s.id) ?? false).map((s) => s.title) }
  })

describe('undo a category delete', { timeout: 60_000 }, () => {
  it('the sections deleted with the category come back with it, and the category shows them again', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/category', () => <CategoryListScreen search={{}} onSearchChange={() => undefined} />)
    await chooseRowAction(user, 'Расписание', 'Удалить')
    const dialog = await screen.findByRole('dialog', { name: 'Удалить «Расписание»?' })
    await waitFor(() => expect(within(dialog).getByText(/Ближайшие вебинары/)).toBeInTheDocument())
    await user.click(within(dialog).getByRole('button', { name: /Удалить/ }))
    await waitFor(async () => expect((await stored()).category).toBeUndefined())
    // The server deleted its own sections in the same write; the client's own deletes met 404 and said nothing.
    expect(await api.store.read((data) => data.apps.demo!.sections.map((s) => s.title))).not.toContain('Ближайшие вебинары')
    expect(screen.queryByText(/не удалось удалить|не удалены/i)).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Отменить' }))
    expect(await screen.findByText('Восстановлено: «Расписание»')).toBeInTheDocument()
    expect(await rowMenuButton('Расписание')).toBeInTheDocument()
    expect((await stored()).sections).toEqual(['Ближайшие вебинары', 'Календарь событий'])
  })
})
