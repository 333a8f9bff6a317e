import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HUB_FORMAT_VERSION } from '@/api/contract/hub-document'
import { HubFileScreen } from '@/features/admin/hub-file/hub-file-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

const { server, api } = serveFreshMockApi()

/** The hub file the server exports now, as the screen downloads it (its JSON as the server wrote it). */
async function exportedText(): Promise<string> {
  const saved: Blob[] = []
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:hub'), revokeObjectURL: () => undefined }),
  )
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  const user = userEvent.setup()
  const view = await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'owner' })
  await user.click(await screen.findByRole('button', { name: 'Скачать файл хаба' }))
  expect(click).toHaveBeenCalledOnce()
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^hub-demo-\d{4}-\d{2}-\d{2}\.json$/)
  view.unmount()
  return saved[0]!.text()
}

afterEach(() => vi.restoreAllMocks())

const hubFile = (text: string, name = 'hub-demo.json') => new File([text], name, { type: 'application/json' })

describe('hub export and import (issue 28)', { timeout: 60_000 }, () => {
  it('says what the file holds and downloads the server’s document as it is', async () => {
    const text = await exportedText()
    const document = JSON.parse(text) as { format: string; format_version: number; checksum: string }
    expect(document).toMatchObject({ format: 'nav-hub', format_version: HUB_FORMAT_VERSION })
    expect(document.checksum).toMatch(/^sha256-/)
  })

  it('imports a file: the dry run’s plan first, then merged once confirmed, one History entry', async () => {
    const text = await exportedText()
    const before = await api().store.read((data) => data.apps.demo!.materials.length)
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'owner' })
    await user.upload(await screen.findByLabelText('Файл хаба'), hubFile(text))
    // A file of this same hub merged: it has every record already.
    expect(await screen.findByText('Ничего не изменится: в хабе уже всё, что есть в файле.')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /Заменить хаб/ }))
    const plan = await screen.findByRole('table', { name: 'Что изменится' })
    const materials = within(plan).getByRole('row', { name: /Материалы/ })
    expect(
      within(materials)
        .getAllByRole('cell')
        .map((cell) => Number(cell.textContent)),
    ).toEqual([before, 0, before])
    // The dry runs changed nothing.
    expect(await api().store.read((data) => (data.apps.demo!.auditLog ?? []).some((entry) => entry.action === 'import'))).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Загрузить' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(/Хаб заменится содержимым файла/)
    await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }))
    expect(await screen.findByRole('heading', { name: 'Файл загружен' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Открыть Историю' })).toBeInTheDocument()
    const entries = await api().store.read((data) => data.apps.demo!.auditLog?.filter((entry) => entry.action === 'import').length)
    expect(entries).toBe(1)
    expect(await api().store.read((data) => data.apps.demo!.materials.length)).toBe(before)
  })

  it('a changed file is refused, worded, and nothing changes', async () => {
    const text = await exportedText()
    const tampered = text.replace(
      `"format_version": ${String(HUB_FORMAT_VERSION)}`,
      `"format_version": ${String(HUB_FORMAT_VERSION)}, "extra": 1`,
    )
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'owner' })
    await user.upload(await screen.findByLabelText('Файл хаба'), hubFile(tampered))
    await waitFor(() => expect(screen.getByText(/Файл не загружен: Файл хаба изменён после выгрузки или повреждён/)).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Загрузить' })).not.toBeInTheDocument()
  })

  it('a file that is no JSON is refused before anything is sent', async () => {
    const user = userEvent.setup()
    await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'owner' })
    await user.upload(await screen.findByLabelText('Файл хаба'), hubFile('not json', 'notes.json'))
    expect(await screen.findByText(/Файл не читается: это не файл хаба/)).toBeInTheDocument()
  })

  it('an editor exports, and is told that importing is the owner’s', async () => {
    await api().store.write((data) => {
      data.apps.demo!.admins[0]!.role = 'editor'
    })
    await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'editor' })
    expect(await screen.findByRole('button', { name: 'Скачать файл хаба' })).toBeInTheDocument()
    expect(screen.getByText(/Загрузить файл в хаб может только владелец; ваша роль — редактор/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Файл хаба')).not.toBeInTheDocument()
  })

  it('a backend without export (404): the screen hides its controls and says why', async () => {
    server.use(http.get(`${API}/admin/export`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })))
    await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />)
    expect(await screen.findByText('Выгрузка и загрузка недоступны')).toBeInTheDocument()
    expect(screen.getByText(/нет GET \/admin\/export/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Файл хаба')).not.toBeInTheDocument()
  })
})
