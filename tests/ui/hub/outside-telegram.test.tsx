import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeWindowScroll, launchAs, renderApp } from '../app/app-harness'
import { serveMockApi } from '../support/mock-api-server'
import { categoryId } from './hub-harness'

serveMockApi()
beforeEach(() => {
  fakeWindowScroll()
})
vi.setConfig({ testTimeout: 30_000 })

const visitor = () => launchAs(2)
const courses = categoryId('Курсы')

describe('in a plain browser (no Telegram back button)', () => {
  it('a category opened directly has a back control in its header that leads Home', async () => {
    const { href, unmount } = renderApp({ path: `/demo/category/${String(courses)}`, launch: visitor })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Курсы' })
    // In the screen's header: before its heading, inside its main.
    const back = within(screen.getByRole('main')).getByRole('button', { name: 'Назад' })
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await userEvent.click(back)
    await screen.findByRole('list', { name: 'Разделы' })
    expect(href()).toBe('/demo')
    // Home has no back control.
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument()
    unmount()
  })

  it('follows the back stack: Home → category → section, back returns to the category', async () => {
    const { href, unmount } = renderApp({ path: '/demo', launch: visitor })
    await userEvent.click(await screen.findByRole('button', { name: /^Расписание/ }))
    await screen.findByRole('heading', { level: 1, name: 'Расписание' })
    const categoryPath = href()
    await userEvent.click(await screen.findByRole('button', { name: /^Ближайшие вебинары/ }))
    await screen.findByRole('heading', { level: 1, name: 'Ближайшие вебинары' })
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }))
    await screen.findByRole('heading', { level: 1, name: 'Расписание' })
    expect(href()).toBe(categoryPath)
    unmount()
  })

  it('the not-found state of a missing category has the back control too', async () => {
    const { href, unmount } = renderApp({ path: '/demo/category/9999', launch: visitor })
    await screen.findByText('Раздел не найден')
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }))
    await screen.findByRole('list', { name: 'Разделы' })
    expect(href()).toBe('/demo')
    unmount()
  })

  it('an unknown path inside a working hub offers the way Home, not "the app is not set up"', async () => {
    const { unmount } = renderApp({ path: '/demo/there/is/nothing/here', launch: visitor })
    expect(await screen.findByRole('heading', { level: 1, name: 'Здесь ничего нет' })).toBeInTheDocument()
    expect(screen.queryByText(/не настроено/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'На главную' }))
    await screen.findByRole('list', { name: 'Разделы' })
    unmount()
  })

  it('an unknown hub still says the navigation is not found', async () => {
    const { unmount } = renderApp({ path: '/nope', launch: visitor })
    expect(await screen.findByRole('heading', { level: 1, name: 'Навигация не найдена' })).toBeInTheDocument()
    unmount()
  })
})

describe('inside Telegram', () => {
  const telegram = window as Window & { TelegramWebviewProxy?: { postEvent: (type: string, data: string) => void } }
  beforeEach(() => {
    telegram.TelegramWebviewProxy = { postEvent: vi.fn() }
  })
  afterEach(() => {
    delete telegram.TelegramWebviewProxy
  })

  it('inner screens show no back control of their own (Telegram’s button is the one)', async () => {
    const { unmount } = renderApp({ path: `/demo/category/${String(courses)}`, launch: visitor })
    await screen.findByRole('heading', { level: 1, name: 'Курсы' })
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument()
    unmount()
  })
})
