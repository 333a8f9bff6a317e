import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { seeder } from '@mock-api/store/seed-builder'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { serveFreshMockApi } from '../support/mock-api-server'
import { chooseRowAction, rowMenuButton } from '../support/row-menu'
import { API, renderAdmin, seedWith } from './admin-harness'

/** The demo hub with one more material, «Черновик», that nothing uses. */
const draftSeed = () =>
  seedWith((data) => {
    const app = data.apps.demo!
    seeder(app).material({ title: 'Черновик', displayType: 'icon' })
  })

const { server, api } = serveFreshMockApi(draftSeed)

function List() {
  const [search, setSearch] = useState<ListSearch>({})
  return <MaterialsListScreen search={search} onSearchChange={setSearch} />
}

const storedTitles = () => api().store.read((data) => data.apps.demo!.materials.map((m) => m.title))

async function deleteDraft() {
  const user = userEvent.setup()
  await renderAdmin('/demo/admin/materials', () => <List />)
  await chooseRowAction(user, 'Черновик', 'Удалить')
  const dialog = await screen.findByRole('dialog', { name: 'Удалить «Черновик»?' })
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }))
  await screen.findByText('Удалено: 1')
  return user
}

describe('undo after delete', { timeout: 60_000 }, () => {
  it('restores a deleted material from its notice, and the list shows it again', async () => {
    const user = await deleteDraft()
    expect(await storedTitles()).not.toContain('Черновик')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Действия: «Черновик»' })).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Отменить' }))
    expect(await screen.findByText('Восстановлено: «Черновик»')).toBeInTheDocument()
    expect(await rowMenuButton('Черновик')).toBeInTheDocument()
    expect(await storedTitles()).toContain('Черновик')
  })

  it('words a refused restore by its code', async () => {
    server.use(
      http.post(`${API}/admin/audit-log/:id/restore`, () =>
        HttpResponse.json(
          { message: 'Exists.', code: 'restore_record_exists', params: { record: { resource: 'materials', id: 99, title: 'Черновик' } } },
          { status: 409 },
        ),
      ),
    )
    const user = await deleteDraft()
    await user.click(screen.getByRole('button', { name: 'Отменить' }))
    expect(await screen.findByText(/^Не удалось вернуть «Черновик»: Материал «Черновик»/)).toBeInTheDocument()
  })

  it('offers no Undo when the backend has no audit log (404)', async () => {
    server.use(http.get(`${API}/admin/audit-log`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })))
    await deleteDraft()
    expect(screen.queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument()
    expect(await storedTitles()).not.toContain('Черновик')
  })
})
