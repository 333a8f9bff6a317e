import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { savedFirstByAnother } from '@stories/admin/another-admin'
import { serveMockApi } from '../support/mock-api-server'
import { renderHub, sectionId } from '../hub/hub-harness'
import { API, renderAdmin } from './admin-harness'

const server = serveMockApi()

const EDIT_KEY = 'hubdraft1_1_materials_1_demo'
const NEW_KEY = 'hubdraft1_1_materials_new_demo'
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('hubdraft'))
const kept = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { values: Record<string, unknown>; version?: number } | null

beforeEach(() => localStorage.clear())

const openEdit = () => renderAdmin('/demo/admin/materials/edit/1', () => <MaterialEditScreen id={1} />)
const offer = () => screen.findByRole('region', { name: 'Несохранённые изменения' })

/** Types into the material's title and waits for the draft to be kept (500 ms after the last key). */
async function typeTitle(text: string, key = EDIT_KEY) {
  const user = userEvent.setup()
  const title = await screen.findByRole('textbox', { name: /Название/ })
  await user.type(title, text)
  await waitFor(() => expect(kept(key)?.values.title).toBe((title as HTMLInputElement).value))
  return { user, title: (title as HTMLInputElement).value }
}

describe('drafts of admin forms', { timeout: 60_000 }, () => {
  it('keeps what was typed; after the form unmounts and opens again it offers the draft, and Restore puts it back, unsaved', async () => {
    const first = await openEdit()
    const { title: typed } = await typeTitle(' (черновик)')
    expect(kept(EDIT_KEY)?.version).toBe(1)
    first.unmount()

    await openEdit()
    const region = await offer()
    expect(region).toHaveTextContent(/Остались с \d/)
    const title = screen.getByRole('textbox', { name: /Название/ })
    expect(title).not.toHaveValue(typed)
    await userEvent.click(within(region).getByRole('button', { name: 'Вернуть' }))
    expect(title).toHaveValue(typed)
    expect(screen.queryByRole('region', { name: 'Несохранённые изменения' })).toBeNull()
    // Dirty against the record: the save bar says so.
    expect(await screen.findByText('Есть несохранённые изменения')).toBeInTheDocument()
  })

  it('Discard drops the draft and keeps the record as loaded', async () => {
    const first = await openEdit()
    const { title: typed } = await typeTitle(' (лишнее)')
    first.unmount()

    await openEdit()
    await userEvent.click(within(await offer()).getByRole('button', { name: 'Отбросить' }))
    await waitFor(() => expect(drafts()).toEqual([]))
    expect(screen.getByRole('textbox', { name: /Название/ })).not.toHaveValue(typed)
    expect(screen.queryByRole('region', { name: 'Несохранённые изменения' })).toBeNull()
  })

  it('saving clears the draft; a draft equal to the record is not offered', async () => {
    const { unmount } = await openEdit()
    const { user } = await typeTitle(' (сохранено)')
    const values = kept(EDIT_KEY)?.values
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    // The edit screen leads back to the list once saved.
    await screen.findByRole('heading', { name: 'Elsewhere' })
    await waitFor(() => expect(drafts()).toEqual([]))
    unmount()

    localStorage.setItem(EDIT_KEY, JSON.stringify({ savedAt: Date.now(), values }))
    await openEdit()
    await screen.findByRole('textbox', { name: /Название/ })
    await waitFor(() => expect(drafts()).toEqual([]))
    expect(screen.queryByRole('region', { name: 'Несохранённые изменения' })).toBeNull()
  })

  it('a create form keeps its draft as "new", and taking the change back removes it', async () => {
    const first = await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    const { title } = await typeTitle('Новый курс', NEW_KEY)
    expect(title).toBe('Новый курс')
    first.unmount()

    await renderAdmin('/demo/admin/materials/create', () => <MaterialCreateScreen />)
    await userEvent.click(within(await offer()).getByRole('button', { name: 'Вернуть' }))
    const field = screen.getByRole('textbox', { name: /Название/ })
    expect(field).toHaveValue('Новый курс')
    fireEvent.change(field, { target: { value: '' } })
    await waitFor(() => expect(drafts()).toEqual([]))
  })

  it('leaving the form with "Leave" (the guard says the changes are lost) drops the draft', async () => {
    await openEdit()
    const { user } = await typeTitle(' (брошено)')
    await user.click(screen.getByRole('link', { name: /Материалы/ }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Уйти без сохранения?' })).getByRole('button', { name: 'Уйти' }))
    await screen.findByRole('heading', { name: 'Elsewhere' })
    await waitFor(() => expect(drafts()).toEqual([]))
  })

  it('a draft taken at an older version is saved with it: a change since meets the conflict dialog', async () => {
    const sent: { version?: number }[] = []
    server.use(
      http.put(`${API}/admin/materials/1`, async ({ request }) => {
        sent.push((await request.json()) as { version?: number })
        return savedFirstByAnother(request, 9)
      }),
    )
    const first = await openEdit()
    const { user } = await typeTitle(' (старая версия)')
    first.unmount()
    localStorage.setItem(EDIT_KEY, JSON.stringify({ ...kept(EDIT_KEY), version: 7 }))

    await openEdit()
    await user.click(within(await offer()).getByRole('button', { name: 'Вернуть' }))
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её редактировали' })
    expect(sent.at(-1)?.version).toBe(7)
  })

  it('an expired draft is not offered', async () => {
    localStorage.setItem(EDIT_KEY, JSON.stringify({ savedAt: Date.now() - 15 * 24 * 3600 * 1000, values: { title: 'Давно' } }))
    await openEdit()
    await screen.findByRole('textbox', { name: /Название/ })
    await waitFor(() => expect(drafts()).toEqual([]))
    expect(screen.queryByRole('region', { name: 'Несохранённые изменения' })).toBeNull()
  })

  it('visitor routes never write a draft', async () => {
    const user = userEvent.setup()
    await renderHub(`/demo/section/${sectionId('Чаты по направлениям')}`)
    await screen.findByRole('heading', { level: 1 })
    for (const field of screen.queryAllByRole('searchbox')) await user.type(field, 'чат')
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(drafts()).toEqual([])
  })
})
