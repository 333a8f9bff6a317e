import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PopupCreateScreen } from '@/features/admin/popups/popup-screens'
import { serveSharedMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

const { api, server } = serveSharedMockApi()

const create = () => screen.getByRole('button', { name: 'Создать' })
const summary = () => screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
const open = () => renderAdmin('/demo/admin/popup/create', () => <PopupCreateScreen />)

/** A new popup named `name` with one button (titled `text`, when given), not yet saved. */
async function newPopupWithButton(name: string, text?: string) {
  const user = userEvent.setup()
  await open()
  await user.type(await screen.findByRole('textbox', { name: /^Название/ }), name)
  await user.click(screen.getByRole('button', { name: 'Добавить кнопку' }))
  if (text) await user.type(screen.getByRole('textbox', { name: /^Текст кнопки/ }), text)
  return user
}

describe('popup form: SPEC 5 rules', { timeout: 60_000 }, () => {
  it('refuses an empty (or blank) popup name with "Required"', async () => {
    const user = userEvent.setup()
    await open()
    await user.type(await screen.findByRole('textbox', { name: /^Название/ }), '   ')
    await user.click(create())
    expect(within(await summary()).getByRole('link', { name: 'Название: Обязательное поле' })).toBeInTheDocument()
  })

  it('button: text required, colours as 7-character hex, a contrast warning when hard to read', async () => {
    const user = await newPopupWithButton('Акция')
    const background = screen.getByRole('textbox', { name: /^Фон/ })
    expect(background).toHaveValue('#000000')
    expect(screen.getByRole('textbox', { name: /^Цвет текста/ })).toHaveValue('#ffffff')
    await user.clear(background)
    await user.type(background, '#fffff0')
    expect(await screen.findByText(/Текст плохо читается на этом фоне/)).toBeInTheDocument()
    await user.clear(background)
    await user.type(background, 'red')
    await user.click(create())
    const errors = within(await summary())
    expect(errors.getByRole('link', { name: 'Текст кнопки: Обязательное поле' })).toBeInTheDocument()
    expect(errors.getByRole('link', { name: 'Фон: Цвет — это # и 6 шестнадцатеричных цифр, например #2481cc' })).toBeInTheDocument()
  })

  it('link list: title required, a materials list needs a material, a local list a link; link urls must be valid', async () => {
    const user = userEvent.setup()
    await open()
    await user.type(await screen.findByRole('textbox', { name: /^Название/ }), 'Списки')
    await user.click(screen.getByRole('button', { name: 'Добавить список' }))
    await user.click(create())
    let errors = within(await summary())
    expect(errors.getByRole('link', { name: 'Заголовок списка: Обязательное поле' })).toBeInTheDocument()
    expect(errors.getByRole('link', { name: /Выберите хотя бы один материал/ })).toBeInTheDocument()

    // A list's fields are fetched with its first list (popup-form.tsx): they draw once their chunk is in.
    await user.click(await screen.findByRole('radio', { name: 'Свои ссылки' }))
    await user.click(create())
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: 'Исправьте ошибки в форме' })).toHaveTextContent('Добавьте хотя бы одну ссылку'),
    )

    await user.click(screen.getByRole('button', { name: 'Добавить ссылку' }))
    await user.type(screen.getByRole('textbox', { name: /^Адрес/ }), 'javascript:alert(1)')
    await user.click(create())
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: 'Исправьте ошибки в форме' })).toHaveTextContent('Подходят только ссылки http, https и tg'),
    )
    errors = within(screen.getByRole('alert', { name: 'Исправьте ошибки в форме' }))
    expect(errors.queryByText(/Добавьте хотя бы одну ссылку/)).not.toBeInTheDocument()
  })

  it('saves all or nothing: when a button fails, the text created before it is deleted again and the admin is told', async () => {
    const textsBefore = await api.store.read((data) => data.apps.demo?.texts.length)
    server.use(http.post(`${API}/admin/buttons`, () => HttpResponse.json({ message: 'Server error.' }, { status: 500 })))
    const user = userEvent.setup()
    await open()
    await user.type(await screen.findByRole('textbox', { name: /^Название/ }), 'Наполовину')
    await user.click(screen.getByRole('button', { name: 'Добавить абзац' }))
    await user.type(screen.getByRole('textbox', { name: /^Текст\s*\(обязательно\)/ }), 'Привет')
    await user.click(screen.getByRole('button', { name: 'Добавить кнопку' }))
    await user.type(screen.getByRole('textbox', { name: /^Текст кнопки/ }), 'Купить')
    await user.click(create())
    // A 5xx: not "fix the form" (nothing is wrong in it), and SPEC 8's text instead of the server's "Server error.".
    expect(await screen.findByRole('alert', { name: 'Не удалось сохранить' })).toHaveTextContent(
      'Ошибка на шаге «кнопка 1»: Сервер ответил с ошибкой. Мы уже разбираемся. Всё, что успело сохраниться, отменено',
    )
    expect(await api.store.read((data) => data.apps.demo?.texts.length)).toBe(textsBefore)
    expect(await api.store.read((data) => data.apps.demo?.popups.some((popup) => popup.name === 'Наполовину'))).toBe(false)
  })

  it("puts a 422 of a part on that part's field (buttons.0.text) and undoes the parts saved before it", async () => {
    server.use(
      http.post(`${API}/admin/buttons`, () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { text: ['Такая кнопка уже есть'] } }, { status: 422 }),
      ),
    )
    const user = await newPopupWithButton('С кнопкой', 'Купить')
    await user.click(create())
    expect(within(await summary()).getByRole('link', { name: 'Текст кнопки: Такая кнопка уже есть' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Текст кнопки/ })).toHaveAttribute('aria-invalid', 'true')
  })

  it('a link of a button must be a valid URL ("Invalid url"); an empty one may stay empty', async () => {
    const user = await newPopupWithButton('Ссылка', 'Открыть')
    await user.type(screen.getByRole('textbox', { name: /^Адрес/ }), 'not a url')
    await user.click(create())
    expect(within(await summary()).getByRole('link', { name: /Адрес введён с ошибкой/ })).toBeInTheDocument()
  })

  it('saves a new button active with default colours, a text and a link list as their own resources', async () => {
    const user = await newPopupWithButton('Целиком', 'Вперёд')
    await user.click(create())
    await screen.findByRole('heading', { name: 'Elsewhere' })
    const saved = await api.store.read((data) => {
      const app = data.apps.demo!
      const popup = app.popups.find((p) => p.name === 'Целиком')!
      return app.buttons.find((b) => b.id === popup.buttonIds[0])
    })
    expect(saved).toMatchObject({ text: 'Вперёд', background: '#000000', color: '#ffffff', isActive: true, isToMain: false })
  })
})
