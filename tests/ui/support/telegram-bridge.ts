import { act } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

type TelegramWindow = Window & {
  TelegramWebviewProxy?: { postEvent: (type: string, data: string) => void }
  Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } }
}

/**
 * Telegram's native bridge, as far as the app can tell, for the tests of the file or describe that
 * calls this: installed before each test (`window.TelegramWebviewProxy`, as the mobile clients inject
 * it) and removed after; the app's calls are recorded and Telegram's events can be sent.
 */
export function telegramDuringTests() {
  const telegram = window as TelegramWindow
  const postEvent = vi.fn<(type: string, data: string) => void>()
  beforeEach(() => {
    postEvent.mockClear()
    telegram.TelegramWebviewProxy = { postEvent }
  })
  afterEach(() => {
    delete telegram.TelegramWebviewProxy
  })
  /** Each visibility of Telegram's back button the app asked for, in order. */
  const backButtonStates = () =>
    postEvent.mock.calls
      .filter(([type]) => type === 'web_app_setup_back_button')
      .map(([, data]) => (JSON.parse(data) as { is_visible: boolean }).is_visible)
  return {
    postEvent,
    backButtonStates,
    /** The visibility of Telegram's back button the app asked for last. */
    backButtonShown: () => backButtonStates().at(-1),
    /** The user taps Telegram's back button. */
    pressBack: () =>
      act(async () => {
        telegram.Telegram?.WebView?.receiveEvent?.('back_button_pressed', {})
      }),
  }
}
