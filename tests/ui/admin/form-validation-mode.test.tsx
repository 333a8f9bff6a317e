import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PopupCreateScreen } from '@/features/admin/popups/popup-screens'
import { serveMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

serveMockApi()

const open = () => renderAdmin('/demo/admin/popup/create', () => <PopupCreateScreen />)
const summary = () => screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
/** The inline messages the fields show (the summary's links are not counted). */
const inlineErrors = (text: string) => screen.queryAllByText(text, { selector: 'span' })

/**
 * When the form checks: on save first, then on every change of a field that failed. Validating
 * earlier (react-hook-form's onTouched validates a whole field array when a part is appended)
 * showed "Required" on a part the admin had just added, and the line vanishing later moved the
 * page under the admin's finger.
 */
describe('admin form: validation on save, then as the admin mends', { timeout: 60_000 }, () => {
  it('a part just added shows no error until the admin saves', async () => {
    const user = userEvent.setup()
    await open()
    await user.type(await screen.findByRole('textbox', { name: /^Название/ }), 'Попап')
    await user.click(screen.getByRole('button', { name: 'Добавить абзац' }))
    await user.click(screen.getByRole('button', { name: 'Добавить кнопку' }))
    await user.click(screen.getByRole('button', { name: 'Добавить список' }))
    const text = await screen.findByRole('textbox', { name: /^Текст\s*\(обязательно\)/ })
    // Typing into one new part and leaving it does not flag the others either.
    await user.type(text, 'Абзац')
    await user.tab()
    // Let any validation the append or the blur started settle before looking.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(inlineErrors('Обязательное поле')).toHaveLength(0)
    expect(screen.getByRole('textbox', { name: /^Текст кнопки/ })).not.toHaveAttribute('aria-invalid')
    // A list's fields draw once their chunk is in (fetched with the popup form's first list).
    expect(await screen.findByRole('textbox', { name: /^Заголовок списка/ })).not.toHaveAttribute('aria-invalid')

    await user.click(screen.getByRole('button', { name: 'Создать' }))
    const errors = within(await summary())
    expect(errors.getByRole('link', { name: 'Текст кнопки: Обязательное поле' })).toBeInTheDocument()
    expect(errors.getByRole('link', { name: 'Заголовок списка: Обязательное поле' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Текст кнопки/ })).toHaveAttribute('aria-invalid', 'true')
  })

  it('after a failed save, typing into a field clears its error at once (the others stay)', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(await screen.findByRole('button', { name: 'Добавить кнопку' }))
    await user.click(screen.getByRole('button', { name: 'Создать' }))
    await summary()
    const name = screen.getByRole('textbox', { name: /^Название/ })
    const buttonText = screen.getByRole('textbox', { name: /^Текст кнопки/ })
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(buttonText).toHaveAttribute('aria-invalid', 'true')

    await user.type(buttonText, 'Ок')
    await waitFor(() => expect(buttonText).not.toHaveAttribute('aria-invalid'))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    await user.type(name, 'Попап')
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'))
    expect(inlineErrors('Обязательное поле')).toHaveLength(0)
  })
})
