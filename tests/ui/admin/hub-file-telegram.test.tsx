import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Bridge from '@/messenger/bridge'
import { HubFileScreen } from '@/features/admin/hub-file/hub-file-screen'
import { serveFreshMockApi } from '../support/mock-api-server'
import { API, renderAdmin } from './admin-harness'

/** The client the admin runs in: a plain browser (null) or a Telegram client of a version; what the page asked of it. */
const client = vi.hoisted(() => ({ version: null as string | null, posted: [] as Array<{ type: string; data: unknown }> }))
vi.mock('../../../src/messenger/bridge', async (importOriginal) => {
  const bridge = await importOriginal<typeof Bridge>()
  const above = (minimum: string) => {
    const [a = 0, b = 0] = (client.version ?? '0').split('.').map(Number)
    const [c = 0, d = 0] = minimum.split('.').map(Number)
    return a !== c ? a > c : b >= d
  }
  return {
    ...bridge,
    isInTelegram: () => client.version !== null,
    hasTransport: () => client.version !== null,
    supportsVersion: above,
    postEvent: (type: string, data?: unknown) => void client.posted.push({ type, data }),
  }
})

const { server } = serveFreshMockApi()

/** Telegram answers (as a client does through its receiveEvent global). */
function telegramSays(type: string, data: unknown) {
  act(() =>
    (window as unknown as { Telegram: { WebView: { receiveEvent: (t: string, d: unknown) => void } } }).Telegram.WebView.receiveEvent(
      type,
      data,
    ),
  )
}

/** Whether the page saved the file itself (a link to its bytes, clicked). */
function pageDownloads() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:hub', revokeObjectURL: () => undefined }))
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
}

beforeEach(() => {
  client.version = '8.0'
  client.posted.length = 0
})
afterEach(() => vi.restoreAllMocks())

describe('the hub file saved through Telegram (issue 28)', { timeout: 60_000 }, () => {
  it('in Telegram 8.0 asks Telegram to download a short-lived link to the file, under its name, and says it is saving', async () => {
    const click = pageDownloads()
    await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'owner' })
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать файл хаба' }))
    await waitFor(() => expect(client.posted.map((event) => event.type)).toContain('web_app_request_file_download'))
    const asked = client.posted.find((event) => event.type === 'web_app_request_file_download')?.data as { url: string; file_name: string }
    expect(asked.file_name).toMatch(/^hub-demo-\d{4}-\d\d-\d\d\.json$/)
    expect(asked.url).toMatch(new RegExp(`^${window.location.origin}/api/hub-files/demo/`))
    // The link is the file itself, for anyone who has it (Telegram fetches it without the admin's token).
    const file = await fetch(asked.url)
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${asked.file_name}"`)
    expect(((await file.json()) as { format: string }).format).toBe('nav-hub')
    telegramSays('file_download_requested', { status: 'downloading' })
    expect(await screen.findByText('Telegram сохраняет файл хаба')).toBeInTheDocument()
    expect(click).not.toHaveBeenCalled()
  })

  it('a cancel says nothing more; a backend without links (404) and an older client save the file in the page', async () => {
    const click = pageDownloads()
    const view = await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'owner' })
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать файл хаба' }))
    await waitFor(() => expect(client.posted.map((event) => event.type)).toContain('web_app_request_file_download'))
    telegramSays('file_download_requested', { status: 'cancelled' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText(/Файл хаба скачан|Telegram сохраняет/)).not.toBeInTheDocument()
    expect(click).not.toHaveBeenCalled()
    view.unmount()

    server.use(http.post(`${API}/admin/export/link`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })))
    const again = await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'owner' })
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать файл хаба' }))
    expect(await screen.findByText('Файл хаба скачан')).toBeInTheDocument()
    expect(click).toHaveBeenCalledOnce()
    again.unmount()

    client.version = '7.10'
    client.posted.length = 0
    await renderAdmin('/demo/admin/hub-file', () => <HubFileScreen />, { role: 'owner' })
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать файл хаба' }))
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2))
    expect(client.posted.map((event) => event.type)).not.toContain('web_app_request_file_download')
  })
})
