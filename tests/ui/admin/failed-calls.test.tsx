import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AccessUserEditScreen } from '@/features/admin/access-users/access-user-edit-screen'
import { CategoryEditScreen } from '@/features/admin/categories/category-form-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { PopupEditScreen } from '@/features/admin/popups/popup-screens'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

const server = serveMockApi()

const BAD_RESPONSE = 'Сервер ответил с ошибкой. Мы уже разбираемся.'
const NETWORK = 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз.'

async function editTitleAndSave(suffix: string) {
  const user = userEvent.setup()
  const title = await screen.findByRole('textbox', { name: /Название/ })
  await user.type(title, suffix)
  await user.click(screen.getByRole('button', { name: 'Сохранить' }))
  return { user, title }
}

describe('a failed call is worded the one way (SPEC 8 text, not the server plumbing)', { timeout: 60_000 }, () => {
  it('a 500 on save says it was not saved and why, in Russian, with no "fix the form" summary, keeping the values', async () => {
    server.use(http.put(`${API}/admin/materials/:id`, () => HttpResponse.json({ message: 'Server error.' }, { status: 500 })))
    await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    const { title } = await editTitleAndSave('!')
    const alert = await screen.findByRole('alert', { name: 'Не удалось сохранить' })
    expect(alert).toHaveTextContent(BAD_RESPONSE)
    expect(await screen.findByText(`Не удалось сохранить: ${BAD_RESPONSE}`)).toBeInTheDocument()
    expect(screen.queryByText('Исправьте ошибки в форме')).not.toBeInTheDocument()
    expect(screen.queryByText(/Server error/)).not.toBeInTheDocument()
    expect(title).toHaveValue('Основы JavaScript!')
  })

  it('a network failure on save says so in Russian, not "Failed to fetch"', async () => {
    server.use(http.put(`${API}/admin/materials/:id`, () => HttpResponse.error()))
    await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    await editTitleAndSave('!')
    const alert = await screen.findByRole('alert', { name: 'Не удалось сохранить' })
    expect(alert).toHaveTextContent(NETWORK)
    expect(screen.queryByText('Исправьте ошибки в форме')).not.toBeInTheDocument()
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument()
  })

  it("a 409 without a code is worded by its status in the admin's language, not by the server's text", async () => {
    server.use(http.put(`${API}/admin/materials/:id`, () => HttpResponse.json({ message: 'Already changed.' }, { status: 409 })))
    await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    await editTitleAndSave('!')
    expect(
      await screen.findByText(
        'Не удалось сохранить: Сервер отклонил изменение: данные тем временем изменились. Обновите страницу и попробуйте ещё раз.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Already changed/)).not.toBeInTheDocument()
  })

  it('a 403 on load says "Недостаточно прав." instead of the server\'s English', async () => {
    server.use(http.get(`${API}/admin/categories`, () => HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 })))
    await renderAdmin('/demo/admin/category/edit/1', () => <CategoryEditScreen id={1} />)
    expect(await screen.findByText('Недостаточно прав.')).toBeInTheDocument()
    expect(screen.queryByText(/unauthorized/)).not.toBeInTheDocument()
  })

  it('a later successful save dismisses the failure notice of the earlier one', async () => {
    let fail = true
    server.use(
      http.put(`${API}/admin/materials/:id`, () => (fail ? HttpResponse.json({ message: 'Server error.' }, { status: 500 }) : undefined)),
    )
    const { router } = await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    const { user } = await editTitleAndSave('!')
    expect(await screen.findByText(`Не удалось сохранить: ${BAD_RESPONSE}`)).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/admin/materials'))
    expect(await screen.findByText('Материал сохранён')).toBeInTheDocument()
    expect(screen.queryByText(`Не удалось сохранить: ${BAD_RESPONSE}`)).not.toBeInTheDocument()
  })
})

describe('every edit screen shows one not-found state for a 404', { timeout: 60_000 }, () => {
  const cases = [
    {
      name: 'material',
      path: '/demo/admin/materials/edit/999',
      screen: () => <MaterialEditScreen id={999} />,
      list: 'К списку: Материалы',
    },
    {
      name: 'access user',
      path: '/demo/admin/access-users/edit/999',
      screen: () => <AccessUserEditScreen id={999} />,
      list: /^К списку: /,
    },
    { name: 'category', path: '/demo/admin/category/edit/999', screen: () => <CategoryEditScreen id={999} />, list: /^К списку: / },
    { name: 'popup', path: '/demo/admin/popup/edit/999', screen: () => <PopupEditScreen id={999} />, list: /^К списку: / },
  ]
  for (const { name, path, screen: draw, list } of cases) {
    it(`${name}: a clear title, a link back to the list, no Retry and no raw "Not found."`, async () => {
      const user = userEvent.setup()
      const { router } = await renderAdmin(path, draw)
      const state = await screen.findByRole('region', { name: 'Такой записи нет' })
      expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument()
      expect(screen.queryByText(/Not found/i)).not.toBeInTheDocument()
      await user.click(within(state).getByRole('link', { name: list }))
      await waitFor(() => expect(router.state.location.pathname).not.toBe(path))
    })
  }
})
