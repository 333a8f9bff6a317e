import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { IconsScreen } from '@/features/admin/icons/icons-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/**
 * The icons' list (GET /admin/files) is beyond SPEC 7: against a backend that answers 404 for it the
 * icons screen, its index row and the icon pickers' library hide themselves and say why, through the
 * `icons` capability; a form with an icon picker keeps "no icon", its own icon and uploading a new icon (POST
 * /files: stories/admin/icon-library-unsupported.stories.tsx uploads one in a browser).
 */

const { api, server } = serveFreshMockApi()
const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 })
const withoutFileList = () => server.use(http.get(`${API}/admin/files`, notFound))
const storedMaterial = () => api().store.read((data) => structuredClone(data.apps.demo!.materials.find((material) => material.id === 1)))
const iconField = () => screen.getByRole('group', { name: /^Иконка/ })

describe('a backend without the icons list (404)', { timeout: 60_000 }, () => {
  it('the icons screen says why instead of failing, and offers no uploads into a library it cannot show', async () => {
    withoutFileList()
    await renderAdmin('/demo/admin/icons', () => <IconsScreen search={{}} onSearchChange={() => undefined} />)
    expect(await screen.findByRole('region', { name: 'Библиотека иконок недоступна' })).toBeInTheDocument()
    expect(screen.queryByText('Иконки не загрузились')).toBeNull()
    expect(screen.queryByText(/Можно выбрать несколько файлов/)).toBeNull()
    expect(screen.queryByLabelText('Добавить')).toBeNull()
    expect(screen.queryByRole('navigation', { name: /Страниц/ })).toBeNull()
  })

  it('the index marks the icons row (not a link) and raises no alert about counts', async () => {
    withoutFileList()
    await renderAdmin('/demo/admin', () => <DashboardScreen />)
    const nav = await screen.findByRole('navigation', { name: 'Разделы' })
    expect(await within(nav).findByText('сервер не выдаёт список файлов')).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: /Иконки/ })).toBeNull()
    expect(within(nav).getByRole('link', { name: /Материалы/ })).toBeInTheDocument()
    expect(screen.queryByText(/Не удалось узнать, сколько записей/)).toBeNull()
  })

  it('a material form says once why the library is missing, keeps its own icon and "no icon" and uploading, and saves', async () => {
    withoutFileList()
    const user = userEvent.setup()
    const before = await storedMaterial()
    const ownIcon = await api().store.read((data) => data.apps.demo!.files.find((file) => file.id === before?.iconId)?.originalName)
    expect(ownIcon).toBeDefined()
    await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    const title = await screen.findByRole('textbox', { name: /Название/ })
    expect(await screen.findAllByText(/Библиотека иконок недоступна/)).toHaveLength(1)
    const field = iconField()
    // "No icon" and the record's own icon: nothing of a library the backend does not list.
    const radios = within(field).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['Без иконки', ownIcon])
    expect(within(field).getByRole('radio', { name: ownIcon })).toBeChecked()
    expect(within(field).queryByText(/Иконок пока нет/)).toBeNull()
    expect(within(field).getByText('Загрузить иконку')).toBeInTheDocument()

    await user.type(title, ' 2')
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(async () => expect((await storedMaterial())?.title).toBe(`${before!.title} 2`))
    expect((await storedMaterial())?.iconId).toBe(before?.iconId)
  })

  it('against the full backend the picker offers the library and the form says nothing', async () => {
    await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    await screen.findByRole('textbox', { name: /Название/ })
    const field = iconField()
    await waitFor(() => expect(within(field).getAllByRole('radio').length).toBeGreaterThan(5))
    expect(screen.queryByText(/Библиотека иконок недоступна/)).toBeNull()
  })

  it('against the full backend the icons screen lists and uploads as before', async () => {
    await renderAdmin('/demo/admin/icons', () => <IconsScreen search={{}} onSearchChange={() => undefined} />)
    expect(await screen.findByText(/Всего: \d+/)).toBeInTheDocument()
    expect(screen.getByLabelText('Добавить')).toBeInTheDocument()
    expect(screen.queryByText('Библиотека иконок недоступна')).toBeNull()
  })
})
