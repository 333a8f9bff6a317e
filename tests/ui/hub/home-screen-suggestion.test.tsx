import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Bridge from '@/messenger/bridge'
import { resetCountedVisits } from '@/features/hub/home-screen/home-screen-state'
import { serveMockApi } from '../support/mock-api-server'
import { mockApiHandlers, renderHub, seedWith } from './hub-harness'

vi.mock('../../../src/messenger/links', () => ({ openExternalLink: () => undefined, openTelegramLink: () => undefined }))

/** A fake Telegram client: its version, what the hub asked of it, and whether the shortcut is there. */
interface FakeClient {
  version: string | null
  posted: string[]
  status: string
}
const client = vi.hoisted((): FakeClient => ({ version: '8.0', posted: [], status: 'missed' }))
vi.mock('../../../src/messenger/bridge', async (importOriginal) => {
  const bridge = await importOriginal<typeof Bridge>()
  const receive = (type: string, data: unknown) =>
    (window as unknown as { Telegram: { WebView: { receiveEvent: (t: string, d: unknown) => void } } }).Telegram.WebView.receiveEvent(
      type,
      data,
    )
  return {
    ...bridge,
    isInTelegram: () => client.version !== null,
    supportsVersion: (minimum: string) => Number(client.version ?? 0) >= Number(minimum),
    postEvent: (type: string) => {
      client.posted.push(type)
      if (type === 'web_app_check_home_screen') setTimeout(() => receive('home_screen_checked', { status: client.status }), 0)
    },
  }
})

const server = serveMockApi()
const SUGGESTION = /Добавьте хаб на главный экран/

/** The hub's visits this device has counted (home-screen-state.ts keeps them in localStorage). */
const visitsOnDevice = () => (JSON.parse(localStorage.getItem('hub.home-screen.demo') ?? '{"visits":0}') as { visits: number }).visits

/** One visit: a new page session of the hub's Home; answers whether the suggestion showed. */
async function visit(): Promise<boolean> {
  cleanup()
  resetCountedVisits()
  client.posted.length = 0
  const before = visitsOnDevice()
  await renderHub('/demo')
  await screen.findByRole('list', { name: 'Разделы' })
  // The overlays' chunk (which draws it) loads after the page has loaded, and counts the visit
  // wherever the suggestion may show: wait for that (or, where it may not, a while) before asking.
  await waitFor(() => expect(visitsOnDevice()).toBeGreaterThan(before), { timeout: 2000 }).catch(() => undefined)
  if (!client.posted.includes('web_app_check_home_screen')) return false
  return (await screen.findByText(SUGGESTION).catch(() => null)) !== null
}

beforeEach(() => {
  localStorage.clear()
  client.version = '8.0'
  client.status = 'missed'
})

describe('home-screen suggestion (issue 26)', { timeout: 60_000 }, () => {
  it('appears on the third visit only, in Telegram 8.0; dismissed, it never comes back', async () => {
    expect(await visit()).toBe(false)
    expect(await visit()).toBe(false)
    expect(await visit()).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Не сейчас' }))
    expect(screen.queryByText(SUGGESTION)).toBeNull()
    expect(await visit()).toBe(false)
  })

  it('adds the shortcut through Telegram, and is then remembered', async () => {
    await visit()
    await visit()
    expect(await visit()).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }))
    expect(client.posted).toContain('web_app_add_to_home_screen')
    await waitFor(() => expect(screen.queryByText(SUGGESTION)).toBeNull())
    expect(await visit()).toBe(false)
  })

  it('is not shown where the shortcut is there already, in older clients, outside Telegram, or when the owner turned it off', async () => {
    client.status = 'added'
    for (let i = 0; i < 3; i++) await visit()
    expect(screen.queryByText(SUGGESTION)).toBeNull()
    localStorage.clear()
    client.status = 'missed'
    client.version = '7.10'
    for (let i = 0; i < 3; i++) expect(await visit()).toBe(false)
    client.version = null
    expect(await visit()).toBe(false)
    client.version = '8.0'
    localStorage.clear()
    server.use(...mockApiHandlers(seedWith((data) => void (data.apps.demo!.navigation.homeScreenSuggestion = false))))
    for (let i = 0; i < 3; i++) expect(await visit()).toBe(false)
  })
})
