import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveMockApi } from '../support/mock-api-server'
import { telegramDuringTests } from '../support/telegram-bridge'
import { categoryId, renderHub } from './hub-harness'

serveMockApi()

/**
 * Issue 29: a tap opens its link synchronously, inside the tap's own event: `window.open` and
 * Telegram's bridge are called before the click handler returns. Browsers grant popups (iOS Safari
 * above all) only while the tap's user activation lasts, which an `await` (a lazily loaded opener,
 * a promise) gives away. Each check below runs right after a synchronous `fireEvent.click`, with no
 * await between: an opener that waits for anything before opening fails it.
 */
describe('a first tap on a link opens it within the tap (outside Telegram: window.open)', () => {
  let open: ReturnType<typeof vi.fn<typeof window.open>>
  beforeEach(() => {
    open = vi.fn<typeof window.open>(() => null)
    vi.spyOn(window, 'open').mockImplementation(open)
  })
  afterEach(() => vi.restoreAllMocks())

  it('the floating button (a t.me link) opens a new tab in the tap', async () => {
    await renderHub('/demo', { platform: 'tdesktop' })
    const button = await screen.findByRole('button', { name: 'Написать куратору' })
    fireEvent.click(button)
    expect(open).toHaveBeenCalledExactlyOnceWith('https://t.me/kod_curator', '_blank', 'noopener')
  })

  it("a private channel's link on a category opens in the tap (the story Hub/Screens/Category/No Hint On Desktop)", async () => {
    await renderHub(`/demo/category/${String(categoryId('Сообщество'))}`, { platform: 'tdesktop' })
    const link = await screen.findByRole('button', { name: /Клуб выпускников/ })
    fireEvent.click(link)
    expect(open).toHaveBeenCalledExactlyOnceWith('https://t.me/+Kd9fQz2LrT0xYjVi', '_blank', 'noopener')
  })
})

describe('a first tap on a link opens it within the tap (inside Telegram: the bridge)', () => {
  const telegram = telegramDuringTests()
  const opened = () => telegram.postEvent.mock.calls.filter(([type]) => type === 'web_app_open_tg_link' || type === 'web_app_open_link')

  it('a t.me link goes to web_app_open_tg_link in the tap', async () => {
    await renderHub('/demo')
    const button = await screen.findByRole('button', { name: 'Написать куратору' })
    fireEvent.click(button)
    expect(opened()).toEqual([['web_app_open_tg_link', JSON.stringify({ path_full: '/kod_curator' })]])
  })

  it("a web page goes to web_app_open_link in the tap (Telegram's in-app browser)", async () => {
    await renderHub(`/demo/category/${String(categoryId('Курсы'))}`)
    const materials = await screen.findByRole('group', { name: 'Материалы' })
    fireEvent.click(within(materials).getByRole('button', { name: /^Основы JavaScript/ }))
    expect(opened()).toEqual([['web_app_open_link', JSON.stringify({ url: 'https://developer.mozilla.org/ru/docs/Learn/JavaScript' })]])
    // Nothing more arrives later: one tap, one opening.
    await userEvent.click(document.body)
    expect(opened()).toHaveLength(1)
  })
})
