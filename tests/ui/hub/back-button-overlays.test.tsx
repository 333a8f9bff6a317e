import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { overlayStackAtom } from '@/ui/overlay-stack'
import { serveMockApi } from '../support/mock-api-server'
import { telegramDuringTests } from '../support/telegram-bridge'
import { categoryId, renderHub } from './hub-harness'
import { messenger } from './messenger-mock'

vi.mock('../../../src/messenger/links', () => ({
  openExternalLink: (url: string) => messenger.openExternalLink(url),
  openTelegramLink: (url: string) => messenger.openTelegramLink(url),
}))

serveMockApi()

const { backButtonShown, pressBack } = telegramDuringTests()
const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

describe("Telegram's back button closes an open sheet or modal before it navigates", () => {
  it('Home: the popup sheet shows the button; back closes the sheet and stays on Home', async () => {
    const { router, store } = await renderHub('/demo', { backButton: true })
    await userEvent.click(await screen.findByRole('button', { name: /С чего начать/ }))
    expect(await screen.findByRole('dialog', { name: 'Добро пожаловать в «Код»!' })).toBeInTheDocument()
    await waitFor(() => expect(backButtonShown()).toBe(true))
    expect(store.get(overlayStackAtom)).toHaveLength(1)

    await pressBack()
    await noDialog()
    expect(router.state.location.pathname).toBe('/demo')
    expect(store.get(overlayStackAtom)).toHaveLength(0)
    await waitFor(() => expect(backButtonShown()).toBe(false))
  })

  it('Home: back closes the video modal', async () => {
    const { router } = await renderHub('/demo', { backButton: true })
    await userEvent.click(await screen.findByRole('button', { name: /Знакомство со школой/ }))
    expect(await screen.findByRole('dialog', { name: 'Знакомство со школой' })).toBeInTheDocument()
    await waitFor(() => expect(backButtonShown()).toBe(true))
    await pressBack()
    await noDialog()
    expect(router.state.location.pathname).toBe('/demo')
    await waitFor(() => expect(backButtonShown()).toBe(false))
  })

  it('category detail: the first back closes the sheet, the second returns to Home', async () => {
    const courses = categoryId('Курсы')
    const { router } = await renderHub(`/demo/category/${String(courses)}`, { backButton: true })
    await userEvent.click(await screen.findByRole('button', { name: /Дизайн интерфейсов/ }))
    const sheet = await screen.findByRole('dialog', { name: 'Дизайн интерфейсов' })
    expect(within(sheet).getByRole('button', { name: 'Смотреть работы студентов' })).toBeInTheDocument()

    await pressBack()
    await noDialog()
    expect(router.state.location.pathname).toBe(`/demo/category/${String(courses)}`)
    expect(backButtonShown()).toBe(true)

    await pressBack()
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'))
    await screen.findByRole('list', { name: 'Разделы' })
  })

  it('the sheet still closes with Escape, and then the back button navigates again', async () => {
    const courses = categoryId('Курсы')
    const { router, store } = await renderHub(`/demo/category/${String(courses)}`, { backButton: true })
    await userEvent.click(await screen.findByRole('button', { name: /Дизайн интерфейсов/ }))
    await screen.findByRole('dialog', { name: 'Дизайн интерфейсов' })
    await waitFor(() => expect(store.get(overlayStackAtom)).toHaveLength(1))
    await userEvent.keyboard('{Escape}')
    await noDialog()
    expect(store.get(overlayStackAtom)).toHaveLength(0)
    await pressBack()
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'))
  })
})
