import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { ComponentProps } from 'react'
import { describe, expect, it } from 'vitest'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { languageAtom } from '@/session/session-atoms'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

const { server, api } = serveFreshMockApi()

/** The categories list (its search fixed to `search`) as admin 1 sees it. */
const openList = (search: ComponentProps<typeof CategoryListScreen>['search'] = {}) =>
  renderAdmin('/demo/admin/category', () => <CategoryListScreen search={search} onSearchChange={() => undefined} />)

/** The titles of Home's categories as the tree shows them (each row's "⋯" menu, or its handle in the reorder mode). */
async function rootTitles() {
  const list = await screen.findByRole('list', { name: 'Категории главной' })
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map(
      (item) =>
        /«(.+)»$/.exec(
          within(item)
            .getAllByRole('button', { name: /^(Действия: |Перетащить )«/ })[0]
            ?.getAttribute('aria-label') ?? '',
        )?.[1],
    )
}

/** Reordering is a mode of its own: "Порядок" turns the rows into handles and arrows. */
const reorder = async (user: ReturnType<typeof userEvent.setup>) => user.click(await screen.findByRole('button', { name: 'Порядок' }))

const storedRootOrder = () =>
  api().store.read((data) =>
    data.apps
      .demo!.categories.filter((c) => c.parentId === null)
      .sort((a, b) => a.order - b.order)
      .map((c) => c.title),
  )

describe('categories list: ordering', { timeout: 60_000 }, () => {
  it('moves a category down at once and saves the order', async () => {
    const user = userEvent.setup()
    await openList()
    expect((await rootTitles()).slice(0, 2)).toEqual(['Курсы', 'Сообщество'])
    await reorder(user)
    await user.click(await screen.findByRole('button', { name: 'Ниже: «Курсы»' }))
    expect((await rootTitles()).slice(0, 2)).toEqual(['Сообщество', 'Курсы'])
    await screen.findByText('Порядок сохранён')
    expect((await storedRootOrder()).slice(0, 2)).toEqual(['Сообщество', 'Курсы'])
  })

  it('rolls the order back with a notice when the server refuses it', async () => {
    server.use(
      http.post('*/api/admin/categories/order', () =>
        HttpResponse.json(
          { message: 'The ids must be exactly the root categories, each once.', errors: { categories_order: ['Stale'] } },
          { status: 422 },
        ),
      ),
    )
    const user = userEvent.setup()
    await openList()
    await rootTitles()
    await reorder(user)
    await user.click(await screen.findByRole('button', { name: 'Ниже: «Курсы»' }))
    expect(await screen.findByText(/Порядок не сохранён, вернули прежний/)).toBeInTheDocument()
    await waitFor(async () => expect((await rootTitles()).slice(0, 2)).toEqual(['Курсы', 'Сообщество']))
    expect((await storedRootOrder()).slice(0, 2)).toEqual(['Курсы', 'Сообщество'])
  })

  it('reorders subcategories inside their parent through the order call', async () => {
    const user = userEvent.setup()
    await openList()
    await reorder(user)
    const children = await screen.findByRole('list', { name: 'Подкатегории «Сообщество»' })
    await user.click(within(children).getByRole('button', { name: 'Ниже: «Чаты и форум»' }))
    await screen.findByText('Порядок сохранён')
    const order = await api().store.read((data) => {
      const app = data.apps.demo!
      const parent = app.categories.find((c) => c.title === 'Сообщество')!
      return app.categories
        .filter((c) => c.parentId === parent.id)
        .sort((a, b) => a.order - b.order)
        .map((c) => c.title)
    })
    expect(order.slice(0, 2)).toEqual(['Новости школы', 'Чаты и форум'])
  })
})

describe('categories list: states', { timeout: 60_000 }, () => {
  it("shows a search's matches (hidden ones too) with where they sit", async () => {
    await openList({ q: 'чат' })
    await screen.findByText(/^Найдено: \d+$/, { selector: 'p' })
    expect(screen.getByRole('button', { name: 'Действия: «Чаты и форум»' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Действия: «Старый чат потока»' })).toBeInTheDocument()
    expect(screen.getAllByText(/^Сообщество › /).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Действия: «Курсы»' })).toBeNull()
  })

  it('says nothing matched', async () => {
    await openList({ q: 'нет такого' })
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument()
  })
})

describe('categories list: language', () => {
  it('an English-speaking admin gets the list in English: its own texts (their catalog apart from the form’s) and the shared ones', async () => {
    const { store } = await openList()
    await screen.findByRole('list', { name: 'Категории главной' })
    act(() => store.set(languageAtom, 'en'))
    const list = await screen.findByRole('list', { name: 'Home’s categories' })
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument()
    expect(within(list).getAllByRole('button', { name: /^Actions: “/ }).length).toBeGreaterThan(0)
    expect(screen.queryByText('Добавить')).not.toBeInTheDocument()
  })
})
