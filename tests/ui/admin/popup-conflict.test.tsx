import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEV_BOT_TOKEN, issueToken } from '@mock-api/auth'
import { PopupEditScreen } from '@/features/admin/popups/popup-screens'
import { listenDuringTests, mockApiServer } from '../support/mock-api-server'
import { API, renderAdmin, seedWith } from './admin-harness'

configure({ asyncUtilTimeout: 10_000 })

/** The demo hub with a second admin, Иван, who edits the welcome popup from his own browser. */
listenDuringTests(
  mockApiServer(
    seedWith((data) => {
      const app = data.apps.demo!
      app.admins.push({
        id: ++app.lastIds.admins,
        telegramId: 2,
        name: 'Иван Петров',
        username: null,
        email: null,
        createdAt: app.admins[0]!.createdAt,
      })
    }),
  ),
)

type Wire = Record<string, unknown> & { version: number; text_ids: number[] }

async function asIvan() {
  const token = await issueToken({ sub: 2, app: 'demo' }, DEV_BOT_TOKEN, new Date())
  return { 'X-App-Key': 'demo', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' }
}

/** Иван renames popup 1 (its own fields only), on the version he read. */
async function ivanRenames(name: string) {
  const headers = await asIvan()
  const { data } = (await fetch(`${API}/admin/popups/1`, { headers }).then((r) => r.json())) as { data: Wire }
  const body = {
    name,
    title: data.title,
    title_align: data.title_align,
    image_id: data.image_id,
    text_ids: data.text_ids,
    button_ids: data.button_ids,
    link_list_ids: data.link_list_ids,
    version: data.version,
  }
  const response = await fetch(`${API}/admin/popups/1`, { method: 'PUT', headers, body: JSON.stringify(body) })
  expect(response.status).toBe(200)
}

const firstText = async () => {
  const headers = await asIvan()
  const { data } = (await fetch(`${API}/admin/popups/1`, { headers }).then((r) => r.json())) as {
    data: Wire & { name: string; texts: { text: string | null }[] }
  }
  return data
}

describe('popup edit conflicts (issue 19)', { timeout: 60_000 }, () => {
  it('a popup saved elsewhere since: nothing is written (not even its texts), the dialog names who; "Keep mine" saves over it', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/popup/edit/1', () => <PopupEditScreen id={1} />)
    const form = await screen.findByRole('form', { name: 'Попап' })
    const text = within(form).getAllByRole('textbox', { name: /^Текст/ })[0]!
    await user.clear(text)
    await user.type(text, 'Мой новый текст')
    await ivanRenames('Приветствие (Иван)')
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
    await ivanRenames('Приветствие от Ивана')
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }))
    const dialog = await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её редактировали' })
    await user.click(within(dialog).getByRole('button', { name: 'Взять сохранённые' }))
    await waitFor(() => expect(name).toHaveValue('Приветствие от Ивана'))
  })
})
