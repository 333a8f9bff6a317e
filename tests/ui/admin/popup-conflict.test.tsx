import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PopupEditScreen } from '@/features/admin/popups/popup-screens'
import { ivanReadsPopup, ivanRenamesPopup, seedWithIvan } from '@stories/admin/another-admin'
import { serveMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

/** The demo hub with a second admin, Иван, who edits the welcome popup from his own browser. */
serveMockApi(seedWithIvan())

const firstText = () => ivanReadsPopup(1)

describe('popup edit conflicts', { timeout: 60_000 }, () => {
  it('a popup saved elsewhere since: nothing is written (not even its texts), the dialog names who; "Keep mine" saves over it', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/popup/edit/1', () => <PopupEditScreen id={1} />)
    const form = await screen.findByRole('form', { name: 'Попап' })
    const text = within(form).getAllByRole('textbox', { name: /^Текст/ })[0]!
    await user.clear(text)
    await user.type(text, 'Мой новый текст')
    await ivanRenamesPopup(1, 'Приветствие (Иван)')
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }))
    const dialog = await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её редактировали' })
    expect(within(dialog).getByText(/Иван Петров/)).toBeInTheDocument()
    expect(within(dialog).getByRole('row', { name: /Название/ })).toHaveTextContent('Приветствие (Иван)')
    // The part was not written before the popup's version was checked.
    expect((await firstText()).texts[0]?.text).not.toBe('Мой новый текст')
    await user.click(within(dialog).getByRole('button', { name: 'Оставить мои' }))
    await waitFor(async () => expect((await firstText()).texts[0]?.text).toBe('Мой новый текст'))
    expect((await firstText()).name).toBe('Приветствие новичков')
  })

  it('"Take theirs" puts the stored popup into the form', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/popup/edit/1', () => <PopupEditScreen id={1} />)
    const form = await screen.findByRole('form', { name: 'Попап' })
    const name = within(form).getAllByRole('textbox', { name: /^Название/ })[0]!
    await user.type(name, ' и ещё')
    await ivanRenamesPopup(1, 'Приветствие от Ивана')
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }))
    const dialog = await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её редактировали' })
    await user.click(within(dialog).getByRole('button', { name: 'Взять сохранённые' }))
    await waitFor(() => expect(name).toHaveValue('Приветствие от Ивана'))
  })
})
