import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetLaunchParamsCache } from '@/messenger/launch-params'
import { apiBaseAtom } from '@/session/http-config'
import { serveMockApi } from '../support/mock-api-server'
import { renderHub } from './hub-harness'

vi.mock('../../../src/messenger/links', () => ({ openExternalLink: () => undefined, openTelegramLink: () => undefined }))

const server = serveMockApi()

interface Sent {
  events: Array<{ type: string }>
  launch?: Record<string, unknown>
  token: boolean
}

/** Every POST /events the hub sends, answered `status` when it holds a visit (a backend of issue 18 answers 422). */
function recordEvents(visitStatus = 202): Sent[] {
  const sent: Sent[] = []
  server.use(
    http.post('*/api/events', async ({ request }) => {
      const body = (await request.json()) as Omit<Sent, 'token'>
      sent.push({ ...body, token: request.headers.has('Authorization') })
      const status = body.events.some((event) => event.type !== 'open') ? visitStatus : 202
      return status === 202 ? new HttpResponse(null, { status }) : HttpResponse.json({ message: 'No' }, { status })
    }),
  )
  return sent
}

async function render(path: string) {
  const view = await renderHub(path)
  view.store.set(apiBaseAtom, `${window.location.origin}/api`)
  return view
}

const visits = (sent: Sent[]) => sent.filter((request) => request.events.some((event) => event.type === 'visit'))

afterEach(() => {
  window.history.replaceState(null, '', '/')
  resetLaunchParamsCache()
})

describe('visits (issue 26)', () => {
  it('reports one visit per page session, in a request of its own, with the start parameter the page was opened with', async () => {
    window.history.replaceState(null, '', '/?startapp=demo__c_VkPost12')
    resetLaunchParamsCache()
    const sent = recordEvents()
    await render('/demo')
    await waitFor(() => expect(visits(sent)).toHaveLength(1))
    expect(visits(sent)[0]).toMatchObject({
      events: [{ type: 'visit' }],
      launch: { start_param: 'demo__c_VkPost12', chat_type: null, chat_instance: null, language: 'ru' },
      token: true,
    })
    // Another screen of the same hub is the same visit.
    await userEvent.click(await screen.findByRole('button', { name: /Сообщество/ }))
    await screen.findByRole('heading', { level: 1, name: 'Сообщество' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(visits(sent)).toHaveLength(1)
  })

  it('keeps the opens going on a backend that refuses visits (422), and stops sending visits', async () => {
    const sent = recordEvents(422)
    await render('/demo')
    await waitFor(() => expect(visits(sent)).toHaveLength(1))
    await userEvent.click(await screen.findByRole('button', { name: /Сообщество/ }))
    await waitFor(() => expect(sent.some((request) => request.events.some((event) => event.type === 'open'))).toBe(true), {
      timeout: 12_000,
    })
    expect(sent.every((request) => request.events.every((event) => event.type === 'open') || request.events.length === 1)).toBe(true)
  })
})
