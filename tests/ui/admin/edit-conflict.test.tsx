import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { savedFirstByAnother } from '@stories/admin/another-admin'
import { serveMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

const server = serveMockApi()

/** Another admin saved material 1 as "Их название" after this form read it (version 1 -> 2). */
function conflictOnce(sent: unknown[]) {
  server.use(
    http.put(
      `${API}/admin/materials/1`,
      async ({ request }) => {
        const body = (await request.clone().json()) as { version?: number; title: string }
        sent.push(body)
        return savedFirstByAnother(request)
      },
      { once: true },
    ),
  )
}

/** The admin retitles material 1 to «Моё название» and saves: the conflict dialog opens. */
async function saveRetitled() {
  const user = userEvent.setup()
  await renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
  const title = await screen.findByRole('textbox', { name: /Название/ })
  await user.clear(title)
  await user.type(title, 'Моё название')
  await user.click(screen.getByRole('button', { name: 'Сохранить' }))
  const dialog = await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её редактировали' })
  return { user, title, dialog }
}

describe('edit conflicts', { timeout: 60_000 }, () => {
  it('sends the version, shows who changed it and what differs; "Keep mine" saves the admin\'s values over it', async () => {
    const sent: { version?: number; title: string }[] = []
    conflictOnce(sent)
    const { user, title, dialog } = await saveRetitled()
    expect(sent[0]?.version).toBe(1)
    expect(within(dialog).getByText(/Пока вы редактировали запись, её изменили: Иван/)).toBeInTheDocument()
    const row = within(dialog).getByRole('row', { name: /Название/ })
    expect(row).toHaveTextContent('«Моё название»')
    expect(row).toHaveTextContent('«Их название»')
    // The form keeps the admin's values under the dialog.
    expect(title).toHaveValue('Моё название')
    await user.click(within(dialog).getByRole('button', { name: 'Оставить мои' }))
    await screen.findByRole('heading', { name: 'Elsewhere' })
  })

  it('"Take theirs" puts the stored record into the form', async () => {
    conflictOnce([])
    const { user, title, dialog } = await saveRetitled()
    await user.click(within(dialog).getByRole('button', { name: 'Взять сохранённые' }))
    await waitFor(() => expect(title).toHaveValue('Их название'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
