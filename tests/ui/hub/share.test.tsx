import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Bridge from '@/messenger/bridge'
import { referralCode } from '@/api/contract/plain/referral-code'
import { apiBaseAtom } from '@/session/http-config'
import { serveMockApi } from '../support/mock-api-server'
import { categoryId, demo, mockApiHandlers, renderHub, sectionId, seedWith } from './hub-harness'
import { messenger } from './messenger-mock'

vi.mock('../../../src/messenger/links', () => ({
  openExternalLink: (url: string) => messenger.openExternalLink(url),
  openTelegramLink: (url: string) => messenger.openTelegramLink(url),
}))

/** The client the hub runs in: a plain browser (null) or a Telegram client of a version. */
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
    supportsVersion: above,
    postEvent: (type: string, data?: unknown) => void client.posted.push({ type, data }),
  }
})

const server = serveMockApi()

interface Sent {
  events: Array<{ type: string; target?: string; id?: number }>
}
function recordEvents(): Sent[] {
  const sent: Sent[] = []
  server.use(
    http.post('*/api/events', async ({ request }) => {
      sent.push((await request.json()) as Sent)
      return new HttpResponse(null, { status: 202 })
    }),
  )
  return sent
}
const shares = (sent: Sent[]) => sent.flatMap((request) => request.events.filter((event) => event.type === 'share'))

async function render(path: string) {
  const view = await renderHub(path)
  view.store.set(apiBaseAtom, `${window.location.origin}/api`)
  return view
}

/** Telegram answers the prepared message (as a client does through its receiveEvent global). */
function telegramSays(type: string, data: unknown = {}) {
  act(() =>
    (window as unknown as { Telegram: { WebView: { receiveEvent: (t: string, d: unknown) => void } } }).Telegram.WebView.receiveEvent(
      type,
      data,
    ),
  )
}

const courses = () => categoryId('Курсы')
/** Visitor 2's code in demo: every shared link carries it. */
const code = referralCode('demo', 2)

beforeEach(() => {
  client.version = null
  client.posted.length = 0
  vi.clearAllMocks()
})
afterEach(() => vi.restoreAllMocks())

describe('sharing a screen (issue 26)', () => {
  it('in a plain browser without Web Share: copies the deep link with the sharer code, says so, and counts the share', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const sent = recordEvents()
    await render(`/demo/category/${String(courses())}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Поделиться' }))
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith(`https://t.me/kod_school_bot/hub?startapp=demo__category_${String(courses())}__r_${code}`)
    await waitFor(() => expect(shares(sent)).toEqual([{ type: 'share', target: 'category', id: courses() }]), { timeout: 5000 })
  })

  it('in Telegram 8.0: sends a prepared card, counts it when Telegram says it was shared, and says nothing on a cancel', async () => {
    client.version = '8.0'
    const sent = recordEvents()
    await render(`/demo/section/${String(sectionId('Ближайшие вебинары'))}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Поделиться' }))
    await waitFor(() => expect(client.posted.map((event) => event.type)).toContain('web_app_send_prepared_message'))
    const card = client.posted.find((event) => event.type === 'web_app_send_prepared_message')
    expect(card?.data).toEqual({ id: expect.any(String) as string })
    telegramSays('prepared_message_sent')
    await waitFor(() => expect(shares(sent)).toEqual([{ type: 'share', target: 'section', id: sectionId('Ближайшие вебинары') }]), {
      timeout: 5000,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Поделиться' }))
    await waitFor(() => expect(client.posted.filter((event) => event.type === 'web_app_send_prepared_message')).toHaveLength(2))
    telegramSays('prepared_message_failed', { error: 'USER_DECLINED' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Поделиться' })).toBeEnabled())
    expect(screen.queryByText('Не получилось поделиться. Попробуй ещё раз.')).not.toBeInTheDocument()
  })

  it('in Telegram 8.0, a failed card says so quietly', async () => {
    client.version = '8.0'
    await render(`/demo/category/${String(courses())}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Поделиться' }))
    await waitFor(() => expect(client.posted.map((event) => event.type)).toContain('web_app_send_prepared_message'))
    telegramSays('prepared_message_failed', { error: 'UNKNOWN_ERROR' })
    expect(await screen.findByText('Не получилось поделиться. Попробуй ещё раз.')).toBeInTheDocument()
  })

  it('on a backend without POST /share-messages (404), and in older clients: Telegram’s share sheet with the link and the title', async () => {
    client.version = '8.0'
    server.use(http.post('*/api/share-messages', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })))
    await render(`/demo/category/${String(courses())}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Поделиться' }))
    const link = `https://t.me/kod_school_bot/hub?startapp=demo__category_${String(courses())}__r_${code}`
    const shareUrl = `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent('Курсы')}`
    await waitFor(() => expect(messenger.openTelegramLink).toHaveBeenCalledWith(shareUrl))
    client.version = '7.10'
    await userEvent.click(screen.getByRole('button', { name: 'Поделиться' }))
    await waitFor(() => expect(messenger.openTelegramLink).toHaveBeenCalledTimes(2))
  })

  it('a large material card shares that material: the link opens the screen it is shown on, the share counts for the material', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const sent = recordEvents()
    const js = demo().materials.find((material) => material.title === 'Основы JavaScript')!
    await render(`/demo/category/${String(courses())}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Поделиться: «Основы JavaScript»' }))
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith(`https://t.me/kod_school_bot/hub?startapp=demo__category_${String(courses())}__r_${code}`)
    await waitFor(() => expect(shares(sent)).toEqual([{ type: 'share', target: 'material', id: js.id }]), { timeout: 5000 })
  })

  it('a material whose sharing is off has no share button on its card', async () => {
    server.use(
      ...mockApiHandlers(
        seedWith((data) => {
          const material = data.apps.demo!.materials.find((item) => item.title === 'Основы JavaScript')
          if (material) material.shareable = false
        }),
      ),
    )
    await render(`/demo/category/${String(courses())}`)
    expect(await screen.findByRole('button', { name: 'Поделиться' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Поделиться: «Основы JavaScript»' })).not.toBeInTheDocument()
  })

  it('is not offered where the hub turned sharing off', async () => {
    server.use(...mockApiHandlers(seedWith((data) => void (data.apps.demo!.navigation.sharingEnabled = false))))
    await render(`/demo/category/${String(courses())}`)
    await screen.findByRole('heading', { level: 1, name: 'Курсы' })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('button', { name: 'Поделиться' })).not.toBeInTheDocument()
  })

  it('is not offered on an item whose sharing is off', async () => {
    server.use(
      ...mockApiHandlers(
        seedWith((data) => {
          const courses = data.apps.demo!.categories.find((category) => category.title === 'Курсы')
          if (courses) courses.shareable = false
        }),
      ),
    )
    await render(`/demo/category/${String(courses())}`)
    await screen.findByRole('heading', { level: 1, name: 'Курсы' })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('button', { name: 'Поделиться' })).not.toBeInTheDocument()
  })
})
