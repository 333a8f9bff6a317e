import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeWindowScroll, launchAs, renderApp } from '../app/app-harness'
import { serveMockApi } from '../support/mock-api-server'
import { telegramDuringTests } from '../support/telegram-bridge'

/**
 * Issue 10, inside Telegram: the whole app (real router, admin routes, root layout) with Telegram's
 * native transport faked, as the iOS and Android clients inject it. The app shows Telegram's back
 * button through `web_app_setup_back_button` and hears it through `Telegram.WebView.receiveEvent`.
 */

serveMockApi()

const { backButtonShown, pressBack } = telegramDuringTests()
beforeEach(() => fakeWindowScroll())

const admin = () => launchAs(1)

describe("Telegram's back button in the admin", { timeout: 60_000 }, () => {
  it('is shown on admin screens and goes back to the previous one: list, edit, back, list', async () => {
    const user = userEvent.setup()
    const { href } = renderApp({ path: '/demo/admin/materials', launch: admin, browserHistory: true })
    await screen.findByRole('heading', { level: 1, name: 'Материалы' })
    await waitFor(() => expect(backButtonShown()).toBe(true))
    // No back link of our own inside Telegram: its button is the one way back.
    expect(screen.queryByRole('link', { name: /Назад|Администрирование/ })).not.toBeInTheDocument()

    await user.click(await screen.findByRole('link', { name: /^Основы JavaScript/ }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('Основы JavaScript'))
    expect(href()).toMatch(/^\/demo\/admin\/materials\/edit\/\d+$/)
    expect(backButtonShown()).toBe(true)

    await pressBack()
    await screen.findByRole('heading', { level: 1, name: 'Материалы' })
    expect(href()).toBe('/demo/admin/materials')
    expect(backButtonShown()).toBe(true)
  })

  it('on a screen opened directly, goes to the admin index; from the index, to the hub Home', async () => {
    const { href } = renderApp({ path: '/demo/admin/materials', launch: admin, browserHistory: true })
    await screen.findByRole('heading', { level: 1, name: 'Материалы' })
    await waitFor(() => expect(backButtonShown()).toBe(true))

    await pressBack()
    await screen.findByRole('heading', { level: 1, name: 'Администрирование' })
    expect(href()).toBe('/demo/admin')
    await waitFor(() => expect(backButtonShown()).toBe(true))

    await pressBack()
    await screen.findByRole('list', { name: 'Разделы' })
    expect(href()).toBe('/demo')
    // Home has nowhere to go back to: Telegram's button gives way to its close button.
    await waitFor(() => expect(backButtonShown()).toBe(false))
  })

  it('with unsaved changes asks first: "stay" keeps the edits, "leave" goes back', async () => {
    const user = userEvent.setup()
    const { href } = renderApp({ path: '/demo/admin/materials', launch: admin, browserHistory: true })
    await user.click(await screen.findByRole('link', { name: /^Основы JavaScript/ }))
    const title = await screen.findByRole('textbox', { name: /Название/ })
    await waitFor(() => expect(title).toHaveValue('Основы JavaScript'))
    const editPath = href()
    await user.type(title, ' (черновик)')

    await pressBack()
    const ask = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' })
    await user.click(within(ask).getByRole('button', { name: 'Остаться' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Уйти без сохранения?' })).not.toBeInTheDocument())
    expect(href()).toBe(editPath)
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveValue('Основы JavaScript (черновик)')

    await pressBack()
    const again = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' })
    await user.click(within(again).getByRole('button', { name: 'Уйти' }))
    await screen.findByRole('heading', { level: 1, name: 'Материалы' })
    expect(href()).toBe('/demo/admin/materials')
  })
})
