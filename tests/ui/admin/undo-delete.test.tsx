import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockApi } from '@mock-api/msw'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { API, renderAdmin, seedWith } from './admin-harness'

configure({ asyncUtilTimeout: 10_000 })

/** The demo hub with one more material, «Черновик», that nothing uses. */
const draftSeed = () =>
  seedWith((data) => {
    const app = data.apps.demo!
    app.materials.push({
      id: ++app.lastIds.materials,
      title: 'Черновик',
      description: null,
      isActive: true,
      displayType: 'icon',
      imageId: null,
      iconId: null,
      links: [],
    })
  })

const server = setupServer()
let api: ReturnType<typeof createMockApi>
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  api = createMockApi({ data: draftSeed() })
  server.use(...api.handlers)
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function List() {
  const [search, setSearch] = useState<ListSearch>({})
  return <MaterialsListScreen search={search} onSearchChange={setSearch} />
}

const storedTitles = () => api.store.read((data) => data.apps.demo!.materials.map((m) => m.title))

async function deleteDraft() {
  const user = userEvent.setup()
  await renderAdmin('/demo/admin/materials', () => <List />)
  await user.click(await screen.findByRole('button', { name: 'Удалить «Черновик»' }))
  const dialog = await screen.findByRole('dialog', { name: 'Удалить «Черновик»?' })
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }))
  await screen.findByText('Удалено: 1')
  return user
}

describe('undo after delete (issue 19)', { timeout: 60_000 }, () => {
  it('restores a deleted material from its notice, and the list shows it again', async () => {
    const user = await deleteDraft()
    expect(await storedTitles()).not.toContain('Черновик')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Удалить «Черновик»' })).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Отменить' }))
    expect(await screen.findByText('Восстановлено: «Черновик»')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Удалить «Черновик»' })).toBeInTheDocument()
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
