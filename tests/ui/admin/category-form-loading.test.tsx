import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CategoryCreateScreen, CategoryEditScreen } from '@/features/admin/categories/category-form-screen'
import { languageAtom } from '@/session/session-atoms'
import { serveFreshMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

/*
 * The category form's first load leaves out the road types' own fields and the English catalog
 * (issue 10's 200 KB budget): they are fetched when needed, and the form works as before.
 */

serveFreshMockApi()

describe('category form: fields loaded when needed', { timeout: 60_000 }, () => {
  it("an edit prefills the road type's field once it has loaded (the sections of «Чаты и форум»)", async () => {
    await renderAdmin('/demo/admin/category/edit/3', () => <CategoryEditScreen id={3} />)
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Форум выпускников', expanded: false })
    await user.click(screen.getByRole('button', { name: 'Чаты по направлениям', expanded: false }))
    expect(screen.getByRole('textbox', { name: /^Название раздела 1/ })).toHaveValue('Чаты по направлениям')
  })

  it('choosing a road type brings its field; what it holds is validated on submit', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/category/create', () => <CategoryCreateScreen />)
    await user.type(await screen.findByRole('textbox', { name: /^Название/ }), 'Новая')
    await user.click(within(screen.getByRole('group', { name: /^Что открывается/ })).getByRole('radio', { name: 'Разделы' }))
    await user.click(await screen.findByRole('button', { name: 'Добавить раздел' }))
    await user.click(screen.getByRole('button', { name: 'Создать' }))
    await screen.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    expect(document.getElementById('field-sections-0-title-error')?.textContent).toBe('Обязательное поле')
  })

  it('an English-speaking admin gets the form in English (its catalog fetched on demand), what was typed kept', async () => {
    const user = userEvent.setup()
    const { store } = await renderAdmin('/demo/admin/category/create', () => <CategoryCreateScreen />)
    await user.type(await screen.findByRole('textbox', { name: /^Название/ }), 'Kept')
    act(() => store.set(languageAtom, 'en'))
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Kept')
  })
})
