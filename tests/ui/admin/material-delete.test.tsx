import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { seeder } from '@mock-api/store/seed-builder'
import type { Data } from '@mock-api/store/store'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { addOnlyDraftCategory } from '@stories/admin/only-draft-category'
import { serveFreshMockApi } from '../support/mock-api-server'
import { chooseRowAction } from '../support/row-menu'
import { renderAdmin, seedWith } from './admin-harness'

/**
 * The demo hub, where «Основы JavaScript» is also listed by six more root categories (seven in
 * all: five named, "and 2 more"), and one new material, «Черновик», that nothing uses.
 */
function usageSeed(): Data {
  return seedWith((data) => {
    const app = data.apps.demo!
    const courses = app.categories.find((c) => c.title === 'Курсы')!
    for (let n = 2; n <= 7; n++) {
      const id = ++app.lastIds.categories
      app.categories.push({ ...courses, id, title: `Курсы ${String(n)}`, order: 100 + n, materialIds: [1] })
    }
    seeder(app).material({ title: 'Черновик', displayType: 'icon' })
  })
}

const { server, api } = serveFreshMockApi(usageSeed)
/** The query strings of the usage reads (`filter[material_id]`). */
const usageCalls: URLSearchParams[] = []

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  if (url.searchParams.has('filter[material_id]')) usageCalls.push(url.searchParams)
})
beforeEach(() => {
  usageCalls.length = 0
})

function List() {
  const [search, setSearch] = useState<ListSearch>({})
  return <MaterialsListScreen search={search} onSearchChange={setSearch} />
}

const storedMaterialTitles = () => api().store.read((data) => data.apps.demo!.materials.map((m) => m.title))

async function openDelete(title: string) {
  const user = userEvent.setup()
  await renderAdmin('/demo/admin/materials', () => <List />)
  await chooseRowAction(user, title, 'Удалить')
  return { user, dialog: await screen.findByRole('dialog', { name: `Удалить «${title}»?` }) }
}

describe('materials list: deleting says what uses the material', { timeout: 60_000 }, () => {
  it('names the categories (five, then "and N more" from the total), sections and link lists, after a short "checking"', async () => {
    // The categories' answer waits until the test has seen the "checking" text.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.get('*/api/admin/categories', async () => {
        await held
      }),
    )

    const { dialog } = await openDelete('Основы JavaScript')
    expect(within(dialog).getByText('Проверяем, где используется материал…')).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeEnabled()
    release()
    expect(
      await within(dialog).findByText(
        'Материал используется. Категории (7): «Курсы», «Курсы 2», «Курсы 3», «Курсы 4», «Курсы 5» и ещё 2. ' +
          'Списки ссылок (1): «С чего начать». ' +
          // «Курсы 2» … list only this material (road type material): the server refuses, and says so first.
          'Удалить его нельзя: «Курсы 2», «Курсы 3», «Курсы 4», «Курсы 5» останутся без материалов. Сначала добавьте туда другой материал или смените тип.',
      ),
    ).toBeVisible()
    // One page of five per kind, never the whole lists.
    expect(usageCalls.map((q) => [q.get('filter[material_id]'), q.get('pagination[limit]')])).toEqual([
      ['1', '5'],
      ['1', '5'],
      ['1', '5'],
    ])
  })

  it('names a section using it', async () => {
    const { dialog } = await openDelete('Воркшоп по React')
    expect(await within(dialog).findByText(/Категории \(1\): «Летний интенсив»\. Разделы \(1\): «Ближайшие вебинары»\./)).toBeVisible()
  })

  it('says when nothing uses it', async () => {
    const { dialog } = await openDelete('Черновик')
    expect(
      await within(dialog).findByText('Материал нигде не используется: ни в категориях, ни в разделах, ни в списках ссылок.'),
    ).toBeVisible()
  })

  it('when the check fails, says what deleting does anyway, and the delete still works', async () => {
    server.use(http.get('*/api/admin/sections', () => HttpResponse.json({ message: 'Server error.' }, { status: 500 })))
    const { user, dialog } = await openDelete('Черновик')
    expect(
      await within(dialog).findByText(/^Не удалось проверить, где используется материал\. Удаление уберёт его из всех категорий/),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    expect(await screen.findByText('Удалено: 1')).toBeInTheDocument()
    expect(await storedMaterialTitles()).not.toContain('Черновик')
  })

  it("says the delete is refused when a material category would be left without materials, and shows the server's refusal", async () => {
    await api().store.write((data) => {
      const app = data.apps.demo!
      addOnlyDraftCategory(app, app.materials.find((m) => m.title === 'Черновик')!.id)
    })
    const { user, dialog } = await openDelete('Черновик')
    expect(
      await within(dialog).findByText(
        'Материал используется. Категории (1): «Только черновик». ' +
          'Удалить его нельзя: «Только черновик» останутся без материалов. Сначала добавьте туда другой материал или смените тип.',
      ),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    expect(
      await screen.findByText(
        'Не удалось удалить «Черновик»: Материал «Черновик» — единственный в этих местах: категория «Только черновик». Без него они останутся пустыми.',
      ),
    ).toBeInTheDocument()
    expect(await storedMaterialTitles()).toContain('Черновик')
  })

  it('bulk delete says how many of the selected are in use, and names them', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials', () => <List />)
    // Bulk actions live in the list's selection mode.
    await user.click(await screen.findByRole('button', { name: 'Выбрать' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать все на странице' }))
    await waitFor(() => expect(screen.getByText('Выбрано: 17')).toBeVisible())
    const bulk = screen.getAllByRole('button', { name: 'Удалить' })[0]!
    await user.click(bulk)
    const dialog = await screen.findByRole('dialog', { name: 'Удалить выбранное (17)?' })
    expect(
      await within(dialog).findByText(
        'Используются 16 из 17: «Основы JavaScript», «Python с нуля», «Git за один вечер», «Дизайн интерфейсов», «Шпаргалка по терминалу» и ещё 11. ' +
          'Удаление уберёт их из категорий, разделов и списков ссылок, а сами они останутся.',
      ),
    ).toBeVisible()
    // Bulk asks only whether each is used: one row per read.
    expect(usageCalls.every((q) => q.get('pagination[limit]') === '1')).toBe(true)
  })
})
