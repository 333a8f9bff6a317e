import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { serveSharedMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

const { api, server } = serveSharedMockApi()

const open = () => renderAdmin('/demo/admin/floatting-button', () => <FloatingButtonScreen />)
const summary = () => screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
const save = () => screen.getByRole('button', { name: 'Сохранить' })

describe('floating button screen', { timeout: 60_000 }, () => {
  it('says which of the buttons marked for Home visitors see, and why', async () => {
    await open()
    expect(await screen.findByText('Посетители видят «Написать куратору».')).toBeInTheDocument()
    expect(screen.getByText(/первую активную кнопку с отметкой «на главной»/)).toBeInTheDocument()
    expect(screen.getByText(/«Старое меню» \(№\d+\): скрыта/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Текст кнопки/ })).toHaveValue('Написать куратору')
  })

  it('SPEC 5: text required, colours as 7-character hex', async () => {
    const user = userEvent.setup()
    await open()
    await user.clear(await screen.findByRole('textbox', { name: /^Текст кнопки/ }))
    const color = screen.getByRole('textbox', { name: /^Цвет текста/ })
    await user.clear(color)
    await user.type(color, 'fff')
    await user.click(save())
    const errors = within(await summary())
    expect(errors.getByRole('link', { name: 'Текст кнопки: Обязательное поле' })).toBeInTheDocument()
    expect(errors.getByRole('link', { name: 'Цвет текста: Цвет — это # и 6 шестнадцатеричных цифр, например #2481cc' })).toBeInTheDocument()
  })

  it('a 422 from the server lands on its field (links.0.externalUrl)', async () => {
    server.use(
      http.put(`${API}/admin/buttons/:id`, () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { 'links.0.external_url': ['Invalid url'] } }, { status: 422 }),
      ),
    )
    const user = userEvent.setup()
    await open()
    await screen.findByRole('textbox', { name: /^Текст кнопки/ })
    await user.click(save())
    expect(within(await summary()).getByRole('link', { name: /Адрес введён с ошибкой/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Адрес/ })).toHaveAttribute('aria-invalid', 'true')
  })

  it('with no button for Home, a new one starts white text on black and is saved active and for Home', async () => {
    await api.store.write((data) => {
      for (const button of data.apps.demo!.buttons) button.isToMain = false
    })
    const user = userEvent.setup()
    await open()
    expect(await screen.findByText(/Сейчас на главной кнопки нет/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Фон/ })).toHaveValue('#000000')
    expect(screen.getByRole('textbox', { name: /^Цвет текста/ })).toHaveValue('#ffffff')
    await user.type(screen.getByRole('textbox', { name: /^Текст кнопки/ }), 'Помощь')
    await user.click(screen.getByRole('button', { name: /Сохранить|Создать/ }))
    expect(await screen.findByText('Посетители видят «Помощь».')).toBeInTheDocument()
    const saved = await api.store.read((data) => data.apps.demo!.buttons.find((button) => button.text === 'Помощь'))
    expect(saved).toMatchObject({ isActive: true, isToMain: true, background: '#000000', color: '#ffffff' })
  })
})
