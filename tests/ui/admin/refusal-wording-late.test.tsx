import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seeder } from '@mock-api/store/seed-builder'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { serveFreshMockApi } from '../support/mock-api-server'
import { chooseRowAction } from '../support/row-menu'
import { renderAdmin, seedWith } from './admin-harness'

/**
 * A refused delete that comes back before the refusal wording's chunk (loaded when the screen mounts)
 * is still worded in the admin's language: the notice waits for the wording, never shows the server's English.
 */
const wording = vi.hoisted(() => {
  let open = () => undefined as void
  const arrived = new Promise<void>((resolve) => (open = resolve))
  return { arrived, open: () => open() }
})
vi.mock('../../../src/features/admin/parts/refusals/refusal-text', async (original) => {
  await wording.arrived
  return original()
})

/** «Черновик» is the only material of a material category: deleting it is refused. */
serveFreshMockApi(() =>
  seedWith((data) => {
    const app = data.apps.demo!
    const draft = seeder(app).material({ title: 'Черновик', displayType: 'icon' })
    const courses = app.categories.find((c) => c.title === 'Курсы')!
    const id = ++app.lastIds.categories
    app.categories.push({ ...courses, id, title: 'Только черновик', roadType: 'material', order: 200, materialIds: [draft.id] })
  }),
)

function List() {
  const [search, setSearch] = useState<ListSearch>({})
  return <MaterialsListScreen search={search} onSearchChange={setSearch} />
}

describe('a refusal before its wording has loaded', () => {
  it('is worded in Russian once the wording arrives, not shown in the server’s English meanwhile', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials', () => <List />)
    await chooseRowAction(user, 'Черновик', 'Удалить')
    const dialog = await screen.findByRole('dialog', { name: 'Удалить «Черновик»?' })
    await user.click(await within(dialog).findByRole('button', { name: 'Удалить' }))
    // The server has answered by now; nothing is said until the wording is in.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByText(/Не удалось удалить/)).not.toBeInTheDocument()
    wording.open()
    expect(
      await screen.findByText(
        'Не удалось удалить «Черновик»: Материал «Черновик» — единственный в этих местах: категория «Только черновик». Без него они останутся пустыми.',
      ),
    ).toBeInTheDocument()
  })
})
