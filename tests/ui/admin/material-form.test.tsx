import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

const server = serveMockApi()

const save = () => screen.getByRole('button', { name: 'Создать материал' })

describe('material form: SPEC 5 rules', { timeout: 60_000 }, () => {
  it('refuses an empty title with "Required", on the field and in the focused summary', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await user.click(await screen.findByRole('button', { name: 'Создать материал' }))
    const summary = await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    await waitFor(() => expect(summary).toHaveFocus())
    // The summary names each field by its label, which the field registers as it draws: wait for it.
    expect(await within(summary).findByRole('link', { name: 'Название: Обязательное поле' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveAccessibleDescription('Обязательное поле')
  })

  it('starts as an active icon tile and refuses an unsafe link scheme before sending', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    expect(await screen.findByRole('radio', { name: /Иконка/ })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Показывать посетителям' })).toBeChecked()
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Курс')
    await user.click(screen.getByRole('button', { name: 'Добавить ссылку' }))
    // SPEC 9: a new link is external by default.
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), 'javascript:alert(1)')
    await user.click(save())
    expect(await screen.findByText('Подходят только ссылки http, https и tg', { selector: '[id$="-error"]' })).toBeInTheDocument()
  })

  it("puts the server's 422 errors on their fields, nested paths included", async () => {
    server.use(
      http.post(`${API}/admin/materials`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { title: ['Такое название уже есть'], 'links.0.external_url': ['Invalid url'] },
          },
          { status: 422 },
        ),
      ),
    )
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await user.type(await screen.findByRole('textbox', { name: /Название/ }), 'Курс')
    await user.click(screen.getByRole('button', { name: 'Добавить ссылку' }))
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), 'https://example.com')
    await user.click(save())
    const summary = await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    expect(within(summary).getByRole('link', { name: 'Название: Такое название уже есть' })).toBeInTheDocument()
    expect(within(summary).getByRole('link', { name: 'Адрес: Адрес введён с ошибкой' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Адрес' })).toHaveAccessibleDescription(/Адрес введён с ошибкой/)
    expect(screen.getByRole('heading', { name: 'Новый материал' })).toBeInTheDocument()
  })

  it('creates the material, says so, and goes back to the list', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await user.type(await screen.findByRole('textbox', { name: /Название/ }), 'Новый курс')
    await user.click(save())
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument()
    expect(await screen.findByText('Материал создан')).toBeInTheDocument()
  })
})

describe('unsaved-changes guard', { timeout: 60_000 }, () => {
  it('asks before leaving a changed form; "stay" keeps it, "leave" leaves', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    const title = await screen.findByRole('textbox', { name: /Название/ })
    await user.type(title, ' (изменено)')
    await user.click(screen.getByRole('link', { name: /Материалы/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' })
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue(`${title.getAttribute('value') ?? ''}`)
    await user.click(screen.getByRole('link', { name: /Материалы/ }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Уйти' }))
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument()
  })

  it('lets an unchanged form go without asking', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
    await screen.findByRole('textbox', { name: /Название/ })
    await user.click(screen.getByRole('link', { name: /Материалы/ }))
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument()
  })
})
