import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeWindowScroll, launchAs, renderApp } from '../app/app-harness'
import { serveMockApi } from '../support/mock-api-server'

serveMockApi()
beforeEach(() => {
  fakeWindowScroll()
})
vi.setConfig({ testTimeout: 30_000 })

/** Launch data signed with another bot's token: the server cannot verify it. */
const forgedLaunch = () => launchAs(3, { botToken: '123456:not-this-bots-token' })

describe('launch data that fails verification on a hub that requires a subscription', () => {
  it('says sign-in failed and to reopen from Telegram, with no retry that can never succeed', async () => {
    const { unmount } = renderApp({ path: '/club', launch: forgedLaunch })
    expect(await screen.findByText('Не удалось войти')).toBeInTheDocument()
    expect(screen.getByText(/откройте его из Telegram ещё раз/)).toBeInTheDocument()
    expect(screen.queryByText(/Проверьте интернет/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument()
    unmount()
  })

  it('inside Telegram it offers to close the app, to be opened again', async () => {
    const postEvent = vi.fn<(type: string, data: string) => void>()
    const telegram = window as Window & { TelegramWebviewProxy?: { postEvent: typeof postEvent } }
    telegram.TelegramWebviewProxy = { postEvent }
    try {
      const { unmount } = renderApp({ path: '/club', launch: forgedLaunch })
      await userEvent.click(await screen.findByRole('button', { name: 'Закрыть приложение' }))
      expect(postEvent.mock.calls.map(([type]) => type)).toContain('web_app_close')
      unmount()
    } finally {
      delete telegram.TelegramWebviewProxy
    }
  })
})
