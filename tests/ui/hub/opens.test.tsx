import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiBaseAtom } from '@/session/http-config'
import { serveMockApi } from '../support/mock-api-server'
import { categoryId, demo, renderHub } from './hub-harness'

vi.mock('../../../src/messenger/links', () => ({ openExternalLink: () => undefined, openTelegramLink: () => undefined }))

const server = serveMockApi()

interface Sent {
  appKey: string | null
  keepalive: boolean
  events: Array<{ type: string; target: string; id: number }>
}

/** Every POST /events the hub sends (answered as `status`), kept for the test to read. */
function recordEvents(status = 202): Sent[] {
  const sent: Sent[] = []
  server.use(
    http.post('*/api/events', async ({ request }) => {
      const body = (await request.json()) as { events: Sent['events'] }
      // The session's visit (issue 26) goes in a request of its own: tests/ui/hub/visits.test.tsx.
      const events = body.events.filter((event) => event.type === 'open')
      if (events.length > 0) sent.push({ appKey: request.headers.get('X-App-Key'), keepalive: request.keepalive, events })
      return status === 202 ? new HttpResponse(null, { status }) : HttpResponse.json({ message: 'Not found' }, { status })
    }),
  )
  return sent
}

let visibility: DocumentVisibilityState = 'visible'
beforeEach(() => {
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})
afterEach(() => vi.restoreAllMocks())

/** The visitor leaves (switches apps): what was opened is sent at once. */
function hidePage() {
  visibility = 'hidden'
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
  visibility = 'visible'
}

async function render(path: string) {
  const view = await renderHub(path)
  // The harness's client calls an absolute base (Node's fetch cannot resolve `/api`); the reporter reads the store's.
  view.store.set(apiBaseAtom, `${window.location.origin}/api`)
  return view
}

const opened = (sent: Sent[]) => sent.flatMap((request) => request.events.map((event) => `${event.target} ${String(event.id)}`))

describe('opens', () => {
  it('sends nothing while the visitor only looks', async () => {
    const sent = recordEvents()
    await render('/demo')
    await screen.findByRole('list', { name: 'Разделы' })
    hidePage()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).toEqual([])
  })

  it('queues a category, a banner and the floating button opened on Home, and sends them with keepalive when the page is hidden', async () => {
    const sent = recordEvents()
    const { router } = await render('/demo')
    const data = demo()
    const firstBanner = data.banners.find((banner) => banner.isActive)
    const floating = data.buttons.find((button) => button.text === 'Написать куратору')
    await userEvent.click(await screen.findByRole('button', { name: 'Написать куратору' }))
    await userEvent.click(within(await screen.findByRole('list', { name: 'Баннеры' })).getAllByRole('button')[0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/category/${String(categoryId('Курсы'))}`))
    router.history.back()
    await userEvent.click(await screen.findByRole('button', { name: /Сообщество/ }))
    const expected = [`button ${String(floating?.id)}`, `banner ${String(firstBanner?.id)}`, `category ${String(categoryId('Сообщество'))}`]
    await waitFor(() => {
      hidePage()
      expect(opened(sent)).toEqual(expected)
    })
    expect(sent.every((request) => request.appKey === 'demo' && request.keepalive)).toBe(true)
  })

  it('queues a material opened inside a category', async () => {
    const sent = recordEvents()
    await render(`/demo/category/${String(categoryId('Курсы'))}`)
    const js = demo().materials.find((material) => material.title === 'Основы JavaScript')
    await userEvent.click(await screen.findByRole('button', { name: /Основы JavaScript/ }))
    await waitFor(() => {
      hidePage()
      expect(opened(sent)).toEqual([`material ${String(js?.id)}`])
    })
  })

  it('queues a popup button and a local link opened in a popup', async () => {
    const sent = recordEvents()
    await render('/demo')
    await userEvent.click(await screen.findByRole('button', { name: /С чего начать/ }))
    const sheet = await screen.findByRole('dialog')
    await userEvent.click(within(sheet).getByRole('link', { name: /YouTube/ }))
    await userEvent.click(within(sheet).getByRole('button', { name: 'Записаться на курс' }))
    const data = demo()
    const youtube = data.linkLists.flatMap((list) => list.localLinks).find((link) => link.title === 'YouTube')
    const enroll = data.buttons.find((button) => button.text === 'Записаться на курс')
    await waitFor(() => {
      hidePage()
      expect(opened(sent)).toEqual([
        `category ${String(categoryId('С чего начать'))}`,
        `local_link ${String(youtube?.id)}`,
        `button ${String(enroll?.id)}`,
      ])
    })
  })

  it('stops reporting for the page session when the backend has no events call (404); the hub keeps working', async () => {
    const sent = recordEvents(404)
    const { router } = await render('/demo')
    await userEvent.click(await screen.findByRole('button', { name: /Курсы/ }))
    await waitFor(() => {
      hidePage()
      expect(sent).toHaveLength(1)
    })
    router.history.back()
    await userEvent.click(await screen.findByRole('button', { name: /Сообщество/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/category/${String(categoryId('Сообщество'))}`))
    hidePage()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sent).toHaveLength(1)
  })
})
