import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAdminSettingsButton } from '@/app/navigation/admin-settings-button'
import { AdminEntry } from '@/features/hub/home/admin-entry'
import { usersAtom } from '@/session/session-atoms'
import { serveMockApi } from '../support/mock-api-server'
import { renderAdmin } from './admin-harness'

serveMockApi()

/** Home's two ways into the admin, alone: the link under Home and Telegram's settings button. */
function HomeEntries() {
  useAdminSettingsButton()
  return (
    <main>
      <h1>Home</h1>
      <AdminEntry />
    </main>
  )
}

type TelegramWindow = Window & {
  TelegramWebviewProxy?: { postEvent: (type: string, data: string) => void }
  Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } }
}
const telegram = window as TelegramWindow

describe('the way into the admin', { timeout: 60_000 }, () => {
  it('is a link under Home for an admin in a plain browser', async () => {
    const { router } = await renderAdmin('/demo/home', () => <HomeEntries />)
    await userEvent.click(await screen.findByRole('link', { name: 'Администрирование' }))
    await screen.findByRole('heading', { name: 'Elsewhere' })
    expect(router.state.location.pathname).toBe('/demo/admin')
  })

  it('is not shown to a visitor', async () => {
    const { store } = await renderAdmin('/demo/home', () => <HomeEntries />)
    act(() =>
      store.set(usersAtom, { demo: { id: 2, firstName: 'Гость', lastName: null, username: null, languageCode: 'ru', isAdmin: false } }),
    )
    await screen.findByRole('heading', { name: 'Home' })
    expect(screen.queryByRole('link', { name: 'Администрирование' })).not.toBeInTheDocument()
  })

  describe('inside Telegram', () => {
    const postEvent = vi.fn<(type: string, data: string) => void>()
    const settingsButton = () =>
      postEvent.mock.calls
        .filter(([type]) => type === 'web_app_setup_settings_button')
        .map(([, data]) => (JSON.parse(data) as { is_visible: boolean }).is_visible)
    afterEach(() => {
      delete telegram.TelegramWebviewProxy
      postEvent.mockClear()
    })

    it("is Telegram's settings button, which opens the admin; no link under Home", async () => {
      telegram.TelegramWebviewProxy = { postEvent }
      const { router } = await renderAdmin('/demo/home', () => <HomeEntries />)
      await screen.findByRole('heading', { name: 'Home' })
      expect(screen.queryByRole('link', { name: 'Администрирование' })).not.toBeInTheDocument()
      expect(settingsButton().at(-1)).toBe(true)
      act(() => telegram.Telegram?.WebView?.receiveEvent?.('settings_button_pressed', {}))
      await screen.findByRole('heading', { name: 'Elsewhere' })
      expect(router.state.location.pathname).toBe('/demo/admin')
    })

    it('is hidden from a visitor', async () => {
      telegram.TelegramWebviewProxy = { postEvent }
      const { store } = await renderAdmin('/demo/home', () => <HomeEntries />)
      await screen.findByRole('heading', { name: 'Home' })
      act(() =>
        store.set(usersAtom, { demo: { id: 2, firstName: 'Гость', lastName: null, username: null, languageCode: 'ru', isAdmin: false } }),
      )
      expect(settingsButton().at(-1)).toBe(false)
    })
  })
})
